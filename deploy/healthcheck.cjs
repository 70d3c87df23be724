// HEALTHCHECK of the Node images: `node deploy/healthcheck.cjs /some/path` asks this container's own
// server on $PORT. Any answer below 500 is healthy: even a 404 for an unknown path proves the process
// takes and answers requests. A readiness route that answers 503 while a dependency is down makes the
// check stricter without touching the images.
const target = process.argv[2] ?? '/';
const url = /^https?:\/\//.test(target) ? target : `http://127.0.0.1:${process.env.PORT ?? 3000}${target}`;

fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(4000) })
  .then((response) => {
    if (response.status >= 500) {
      console.error(`${url} answered ${response.status}`);
      process.exit(1);
    }
    process.exit(0);
  })
  .catch((error) => {
    console.error(`${url}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
