// One autocannon run in a process of its own: bench:ingest forks one per phase, so no phase measures with a
// load generator whose heap the previous phase filled (a million results of the raw run made the next run's
// client slower, and the phase that ran second looked slower than it was). Options come as JSON in argv[2];
// the result goes back to the parent as a message.
import autocannon from 'autocannon';
import { visitorAddress } from './load.mjs';

const { clients, ...options } = JSON.parse(process.argv[2]);
// `clients` visitors behind the proxy: every connection cycles through requests naming them in
// X-Forwarded-For (the proxy's appended entry), built here because argv cannot carry thousands of them.
if (clients) {
  options.requests = Array.from({ length: clients }, (_, i) => ({
    headers: { ...options.headers, 'x-forwarded-for': visitorAddress(i) },
  }));
}
autocannon(options, (error, result) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  process.send(result, () => process.exit(0));
});
