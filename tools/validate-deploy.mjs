#!/usr/bin/env node
// `npm run validate:deploy`: checks docker-compose.yml and deploy/k8s offline (tools/deploy-validation.cjs).
// Exit code 1 and one line per problem when anything is wrong. Also run by `npm test` (project `deploy`).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { loadKustomization, validateCompose, validateKubernetes } = require('./deploy-validation.cjs');

const problems = [];
try {
  execFileSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], { stdio: ['ignore', 'inherit', 'inherit'] });
  problems.push(...validateCompose());
  console.log('docker-compose.yml: checked (config -q, every profile, health checks, AOF, migrations)');
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
}
try {
  const { manifests } = loadKustomization();
  problems.push(...validateKubernetes());
  console.log(`deploy/k8s: ${manifests.length} manifests checked against the Kubernetes and KEDA schemas and each other`);
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
}
if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('deployment files are valid');
