// The baseline of bench:ingest: a plain Node http server that only parses the JSON body and answers 202.
import http from 'node:http';

const port = Number(process.argv[2] ?? 3990);
http
  .createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      try {
        JSON.parse(Buffer.concat(chunks).toString());
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"accepted":true}');
      } catch {
        res.writeHead(400).end();
      }
    });
  })
  .listen(port, '127.0.0.1', () => process.send?.('ready'));
