// One swc configuration for the server build and for jest, so tests run the code as it ships.
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '..');

const libs = ['contracts', 'event-store', 'analytics', 'pipeline', 'observability', 'testing'];

/** @param {{ tsx?: boolean }} [opts] */
function swcOptions(opts = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: Boolean(opts.tsx) },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
      keepClassNames: true,
      baseUrl: workspaceRoot,
      paths: Object.fromEntries(libs.map((lib) => [`@agency/${lib}`, [`libs/${lib}/src/index.ts`]])),
    },
    module: { type: 'commonjs' },
    sourceMaps: true,
  };
}

module.exports = { swcOptions, workspaceRoot, libs };
