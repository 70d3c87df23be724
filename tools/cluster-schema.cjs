#!/usr/bin/env node
// Writes deploy/clickhouse/cluster-schema.sql, the cluster variant of the ClickHouse migrations, from
// libs/analytics/src/cluster-schema.ts (compiled on the fly with the server build's swc options).
// Usage: npm run cluster-schema
const fs = require('node:fs');
const path = require('node:path');
const swc = require('@swc/core');
const { swcOptions, workspaceRoot } = require('./swc-options.cjs');

require.extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformFileSync(filename, { ...swcOptions(), sourceMaps: false, filename });
  module._compile(code, filename);
};

const { clusterSchema } = require(path.join(workspaceRoot, 'libs/analytics/src/cluster-schema.ts'));
const { CLUSTER_SCHEMA_FILE } = require(path.join(workspaceRoot, 'libs/analytics/src/cluster.ts'));

fs.writeFileSync(path.join(workspaceRoot, CLUSTER_SCHEMA_FILE), clusterSchema());
console.log(`cluster-schema: wrote ${CLUSTER_SCHEMA_FILE}`);
