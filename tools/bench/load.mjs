// What the benches share: the browser they pretend to be, a page view as the web app sends it, and autocannon
// in a process of its own (tools/bench/cannon.mjs).
import { fork } from 'node:child_process';
import path from 'node:path';

export const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** ~300 bytes, like the web app's page view. */
export function pageViewBody(pagePath) {
  return JSON.stringify({
    page_path: pagePath,
    referrer: 'https://www.google.de/search?q=webagentur+hamburg',
    user_agent: FIREFOX,
    device_type: 'desktop',
    browser: 'Firefox',
    session_id: 'sess_bench0123456789abcdef',
    duration_seconds: 0,
  });
}

/** The address of the bench's visitor `i` (up to 65,536), as the proxy appends it to X-Forwarded-For. */
export const visitorAddress = (i) => `85.214.${i >> 8}.${i & 255}`;

/** One autocannon run with `settings` in a fresh process; resolves with its result. */
export function forkCannon(settings) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'cannon.mjs'), [JSON.stringify(settings)]);
    let result;
    child.once('message', (message) => (result = message));
    child.once('exit', (code) => (result ? resolve(result) : reject(new Error(`autocannon exited with ${code}`))));
  });
}
