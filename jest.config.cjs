// Every jest project of the workspace in one run: `npx jest` (npm test runs it this way, with two workers).
// One process schedules all test files together, slowest first, so both cores stay busy; a project's own
// `npx nx run <project>:test` still runs it alone. Test files keep apart from each other by their own
// databases, key prefixes and ports (libs/testing), so files of different projects may run side by side.
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');

const projectDirs = ['apps', 'libs']
  .flatMap((group) => readdirSync(path.join(__dirname, group)).map((name) => path.join(group, name)))
  .concat('deploy')
  .filter((dir) => existsSync(path.join(__dirname, dir, 'jest.config.cjs')));

module.exports = {
  // forceExit is a setting of the whole run: taken out of the projects' own configs (they also run alone).
  projects: projectDirs.map((dir) => {
    const { forceExit: _runSetting, ...project } = require(path.join(__dirname, dir, 'jest.config.cjs'));
    return project;
  }),
  // Settings of the whole run, which jest ignores inside a project's config (without this line every test
  // would get jest's default 5 s, not the 60 s that tests against real services and chDB are given: starting an api with them takes 10–40 s on a busy 2-core machine) ...
  testTimeout: 60_000,
  // The longest files first (tools/jest-sequencer.cjs): by their time in the last run, else by what they start.
  testSequencer: path.join(__dirname, 'tools/jest-sequencer.cjs'),
  // ... and the end of the run once every test has finished: a client reconnecting to a deliberately closed
  // port (the outage tests) can outlive its suite and would keep jest waiting forever.
  forceExit: true,
};
