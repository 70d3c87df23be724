// The deployment files' checks (tools/deploy-validation.cjs) as a jest suite, so `npm test` runs them.
const fs = require('node:fs');
const path = require('node:path');

fs.mkdirSync(path.resolve(__dirname, '../tmp/test-results'), { recursive: true });

module.exports = {
  displayName: 'deploy',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.spec.cjs'],
  transform: {},
  testTimeout: 60_000,
};
