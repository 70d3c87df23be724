#!/usr/bin/env node
// bench:intake-path — the intake's own work per tracking call, without HTTP and Redis: TrackIntake.accept from
// the built app (dist/ingest) with the bench's page view (body bound, JSON, the contracts' zod schema, rate
// limit, bot and consent checks, enrichment), answered as soon as the producer is handed the event. One
// process, no network, so it moves far less than bench:ingest (±3 % against ±10 %): the figure to compare two
// versions of that path by. The calls come from BENCH_CLIENTS addresses behind one trusted proxy, as in
// bench:ingest; the rate limit is raised so that none is refused.
// Last line: accept_ns=<median ns per call> (BENCH_ROUNDS rounds of BENCH_CALLS calls after a warm-up)
import { createRequire } from 'node:module';
import path from 'node:path';
import { FIREFOX, pageViewBody, visitorAddress } from './load.mjs';

const require = createRequire(import.meta.url);
const dist = path.resolve(import.meta.dirname, '../../dist/ingest');
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 7));
const CALLS = Number(process.env.BENCH_CALLS ?? 400_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4_000);

require('reflect-metadata');
const { TrackIntake } = require(path.join(dist, 'libs/pipeline/src/intake/track-intake.js'));
const { ingestEnvSchema } = require(path.join(dist, 'libs/pipeline/src/ingest.config.js'));
const { offlineCountryLookup } = require(path.join(dist, 'libs/pipeline/src/intake/country.lookup.js'));
const { defaultTrackingConfig } = require(path.join(dist, 'libs/contracts/src/index.js'));

const config = ingestEnvSchema.parse({
  TRUST_PROXY: '1',
  INGEST_RATE_LIMIT_PER_SECOND: '100000',
  INGEST_RATE_LIMIT_BURST: '1000000',
});
let handed = 0;
const producer = {
  salts: { saltFor: () => 'bench-salt-0123456789abcdef' },
  send: (_event, sent) => {
    handed++;
    sent(null);
  },
};
const intake = new TrackIntake({ config }, offlineCountryLookup(), producer, { current: defaultTrackingConfig() });

const body = pageViewBody('/leistungen/webentwicklung');
const requests = Array.from({ length: CLIENTS }, (_, i) => ({
  headers: {
    host: 'agentur.example',
    'content-type': 'application/json',
    'user-agent': FIREFOX,
    'x-forwarded-for': visitorAddress(i),
  },
  socket: { remoteAddress: '127.0.0.1' },
}));
const answers = new Map();
const reply = (outcome) => answers.set(outcome.status, (answers.get(outcome.status) ?? 0) + 1);
const calls = (n) => {
  for (let i = 0; i < n; i++) intake.accept('pageview', body, body.length, requests[i % CLIENTS], reply);
};

calls(CALLS / 2);
const perCall = [];
for (let round = 0; round < ROUNDS; round++) {
  const started = process.hrtime.bigint();
  calls(CALLS);
  perCall.push(Number(process.hrtime.bigint() - started) / CALLS);
}
perCall.sort((a, b) => a - b);
const median = perCall[Math.floor(perCall.length / 2)];
const accepted = answers.get(202) ?? 0;
console.log(
  `${ROUNDS} rounds of ${CALLS} calls: ${perCall.map((ns) => ns.toFixed(0)).join(', ')} ns per call; ` +
    `answers ${JSON.stringify(Object.fromEntries(answers))}, events handed to the producer ${handed}`,
);
if (accepted !== handed || answers.size !== 1) {
  console.error('bench:intake-path: every call must be accepted and handed on once; the figure would mean nothing');
  process.exit(1);
}
console.log(`accept_ns=${median.toFixed(0)}`);
