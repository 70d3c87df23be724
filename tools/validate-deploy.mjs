#!/usr/bin/env node
// `npm run validate:deploy`: checks docker-compose.yml and deploy/k8s offline (tools/deploy-validation.cjs),
// with nothing but what `npm install` brings. Exit code 1 and one line per problem when anything is wrong.
// Also run by `npm test` (project `deploy`). The compose file is read with this shell's variables and a .env
// file beside it, as `docker-compose config` would; every variable it uses must still have a default.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { loadKustomization, validateCompose, validateKubernetes } = require('./deploy-validation.cjs');

const problems = [];
const compose = validateCompose();
problems.push(...compose);
if (compose.length === 0)
  console.log(
    'docker-compose.yml: checked (Compose schema, variables, references, every profile, health checks, AOF, migrations)',
  );
try {
  const { manifests } = loadKustomization();
  problems.push(...validateKubernetes());
  console.log(
    `deploy/k8s: ${manifests.length} manifests checked against the Kubernetes and KEDA schemas and each other`,
  );
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
}
if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('deployment files are valid');
