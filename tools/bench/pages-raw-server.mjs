// The baseline of bench:pages: a plain Node http server answering, for a path, the very bytes the product
// answered for it (status, headers and body as captured), brotli or identity by the request's
// Accept-Encoding. It does nothing else, so the pair measures what serving those bytes costs on this machine.
// argv[2]: a JSON file { "<path>": { "br": answer, "identity": answer } }, answer = { status, headers, body (base64) }.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const port = Number(process.argv[3] ?? 3462);
const pages = new Map();
for (const [path, answers] of Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8')))) {
  const prepared = {};
  for (const [encoding, answer] of Object.entries(answers)) {
    prepared[encoding] = {
      status: answer.status,
      headers: answer.headers.flat(),
      body: Buffer.from(answer.body, 'base64'),
    };
  }
  pages.set(path, prepared);
}

http
  .createServer((req, res) => {
    const page = pages.get(req.url);
    if (!page) return void res.writeHead(500).end();
    const answer = /\bbr\b/.test(req.headers['accept-encoding'] ?? '') ? page.br : page.identity;
    res.writeHead(answer.status, answer.headers).end(answer.body);
  })
  .listen(port, '127.0.0.1', () => process.send?.('ready'));
