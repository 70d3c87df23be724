const { project } = require('../../jest.preset.cjs');

const base = project(__dirname, 'web');

module.exports = project(__dirname, 'web', {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { ...base.moduleNameMapper, '\\.css$': '<rootDir>/src/testing/style-stub.ts' },
});
