// Shared jest setup: swc with decorator metadata (the same options as the server build) and the lib aliases.
const fs = require('node:fs');
const path = require('node:path');
const { swcOptions, workspaceRoot, libs } = require('./tools/swc-options.cjs');

// Each project's test target writes its results here (--json --outputFile); npm test sums them up.
fs.mkdirSync(path.join(workspaceRoot, 'tmp/test-results'), { recursive: true });

function project(dir, displayName, overrides = {}) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcOptions({ tsx: true }), swcrc: false }],
      '^.+\\.mjs$': ['@swc/jest', { ...swcOptions(), swcrc: false }],
    },
    // Nest 12 and otplib's crypto and base32 (@noble/hashes 2, @scure/base 2) ship ESM only; jest's module system needs them transformed to
    // CommonJS (Node itself loads them with require(esm)).
    transformIgnorePatterns: ['/node_modules/(?!(@nestjs|@otplib|@noble|@scure)/)'],
    moduleNameMapper: Object.fromEntries(
      libs.map((lib) => [`^@agency/${lib}$`, path.join(workspaceRoot, 'libs', lib, 'src', 'index.ts')]),
    ),
    testTimeout: 60_000,
    // A client reconnecting to a deliberately closed port (the outage tests) can outlive its suite and keep
    // jest waiting forever; once every test has finished, end the run.
    forceExit: true,
    ...overrides,
  };
}

module.exports = { project };
