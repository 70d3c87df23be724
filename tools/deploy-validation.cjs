// Offline checks of the deployment files, used by `npm run validate:deploy` (tools/validate-deploy.mjs)
// and by the `deploy` project's jest test (part of `npm test`):
//   - docker-compose.yml: read as `docker-compose config` would, with every profile (tools/compose-file.cjs:
//     interpolation, the Compose Specification's JSON schema, references), plus the deployment rules (a health
//     check on every long-running service, Redis with AOF, migrations before api and worker) and a default
//     for every variable it uses;
//   - deploy/k8s: every manifest against the Kubernetes OpenAPI schema (kubernetes-models, generated from
//     Kubernetes' own OpenAPI spec and compiled with ajv) and KEDA's CRD schema (@kubernetes-models/keda),
//     then the references between them (selectors, Services, Ingress backends, HPA/KEDA/PDB targets,
//     ConfigMaps and Secrets, probes, resources).
// Nothing here talks to a cluster or the network, and nothing needs a program outside `npm install`.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const YAML = require('yaml');
const { loadComposeFile } = require('./compose-file.cjs');

const root = path.resolve(__dirname, '..');

/** apiVersion → the module exporting its kinds' models (each with .validate()). */
const MODEL_MODULES = {
  v1: 'kubernetes-models/v1',
  'apps/v1': 'kubernetes-models/apps/v1',
  'batch/v1': 'kubernetes-models/batch/v1',
  'autoscaling/v2': 'kubernetes-models/autoscaling/v2',
  'policy/v1': 'kubernetes-models/policy/v1',
  'networking.k8s.io/v1': 'kubernetes-models/networking.k8s.io/v1',
  'keda.sh/v1alpha1': '@kubernetes-models/keda/keda.sh/v1alpha1',
};

/** Parses a multi-document YAML text; `file` names the source in messages. */
function parseManifests(text, file) {
  return YAML.parseAllDocuments(text)
    .map((doc, index) => {
      if (doc.errors.length) throw new Error(`${file} (document ${index + 1}): ${doc.errors[0].message}`);
      return { file, index, object: doc.toJSON() };
    })
    .filter((m) => m.object !== null && m.object !== undefined);
}

/** Examples the operator copies and fills in (secret.example.yaml); never applied as they are. */
const EXAMPLE = /\.example\.ya?ml$/;

/**
 * Loads deploy/k8s as kustomize would: the kustomization and the resources it lists; `examples` are the
 * `*.example.yaml` files beside them (the Secret the operator creates), checked but not applied.
 */
function loadKustomization(dir = path.join(root, 'deploy/k8s')) {
  const kustomization = YAML.parse(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8'));
  const manifests = [];
  for (const resource of kustomization.resources ?? []) {
    manifests.push(...parseManifests(readFileSync(path.join(dir, resource), 'utf8'), resource));
  }
  const yamlFiles = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml');
  const files = yamlFiles.filter((f) => !EXAMPLE.test(f));
  const examples = yamlFiles
    .filter((f) => EXAMPLE.test(f))
    .flatMap((f) => parseManifests(readFileSync(path.join(dir, f), 'utf8'), f));
  return { kustomization, manifests, files, examples };
}

const label = (m) => `${m.file}: ${m.object?.kind ?? '?'} ${m.object?.metadata?.name ?? '?'}`;

/** Schema errors of one manifest (empty when valid). */
function schemaErrors(manifest) {
  const { apiVersion, kind } = manifest.object ?? {};
  const modulePath = MODEL_MODULES[apiVersion];
  if (!modulePath) return [`${label(manifest)}: no schema for apiVersion ${apiVersion}`];
  const Model = require(modulePath)[kind];
  if (!Model || typeof Model.prototype?.validate !== 'function')
    return [`${label(manifest)}: no schema for ${apiVersion} ${kind}`];
  try {
    new Model(manifest.object).validate();
    return [];
  } catch (error) {
    return [`${label(manifest)}: ${error.message}`];
  }
}

const matches = (selector, labels) => Object.entries(selector ?? {}).every(([k, v]) => labels?.[k] === v);

/**
 * The references between manifests and the rules every workload follows. A Secret may come from the
 * operator (its shape in `examples`); the applied manifests ship none, so no published value runs.
 */
function consistencyErrors(manifests, kustomization, files, examples = []) {
  const errors = [];
  const objects = manifests.map((m) => ({ ...m, o: m.object }));
  const byKind = (kind) => objects.filter((m) => m.o.kind === kind);
  const deployments = byKind('Deployment');
  const services = byKind('Service');
  const operatorSecrets = examples.filter((m) => m.object?.kind === 'Secret').map((m) => m.object.metadata?.name);
  const names = (kind) =>
    new Set([...byKind(kind).map((m) => m.o.metadata?.name), ...(kind === 'Secret' ? operatorSecrets : [])]);
  const namespace = kustomization?.namespace;

  for (const m of byKind('Secret')) {
    if (m.o.data || m.o.stringData)
      errors.push(
        `${label(m)}: applies secret values written in the repository; the operator creates this Secret (deploy/k8s/README.md)`,
      );
  }
  if (kustomization) {
    for (const file of files)
      if (!(kustomization.resources ?? []).includes(file)) errors.push(`kustomization.yaml does not list ${file}`);
    for (const file of kustomization.resources ?? [])
      if (EXAMPLE.test(file)) errors.push(`kustomization.yaml applies the example ${file}; its values are published`);
    for (const m of objects) {
      if (m.o.kind !== 'Namespace' && namespace && m.o.metadata?.namespace && m.o.metadata.namespace !== namespace) {
        errors.push(`${label(m)}: namespace ${m.o.metadata.namespace}, kustomization says ${namespace}`);
      }
    }
  }

  for (const m of [...deployments, ...byKind('Job')]) {
    const spec = m.o.spec ?? {};
    const pod = spec.template?.spec ?? {};
    if (m.o.kind === 'Deployment') {
      if (!matches(spec.selector?.matchLabels, spec.template?.metadata?.labels))
        errors.push(`${label(m)}: selector does not match the pod labels`);
      if (typeof pod.terminationGracePeriodSeconds !== 'number')
        errors.push(`${label(m)}: no terminationGracePeriodSeconds (graceful drain)`);
    }
    for (const c of pod.containers ?? []) {
      const where = `${label(m)} container ${c.name}`;
      if (!c.image) errors.push(`${where}: no image`);
      if (!c.resources?.requests?.cpu || !c.resources?.requests?.memory)
        errors.push(`${where}: no cpu and memory requests`);
      if (m.o.kind === 'Deployment' && (!c.livenessProbe || !c.readinessProbe))
        errors.push(`${where}: needs a livenessProbe and a readinessProbe`);
      const ports = new Set((c.ports ?? []).flatMap((p) => [p.name, p.containerPort]));
      for (const probe of [c.livenessProbe, c.readinessProbe, c.startupProbe].filter(Boolean)) {
        const port = probe.httpGet?.port;
        if (port !== undefined && !ports.has(port)) errors.push(`${where}: probe port ${port} is not a container port`);
      }
      for (const ref of c.envFrom ?? []) {
        if (ref.configMapRef && !names('ConfigMap').has(ref.configMapRef.name))
          errors.push(`${where}: ConfigMap ${ref.configMapRef.name} does not exist`);
        if (ref.secretRef && !names('Secret').has(ref.secretRef.name))
          errors.push(`${where}: Secret ${ref.secretRef.name} does not exist`);
      }
      for (const env of c.env ?? []) {
        const cm = env.valueFrom?.configMapKeyRef;
        if (cm) {
          const map = byKind('ConfigMap').find((x) => x.o.metadata?.name === cm.name);
          if (!map || !(cm.key in (map.o.data ?? {})))
            errors.push(`${where}: env ${env.name} refers to a missing ConfigMap key ${cm.name}/${cm.key}`);
        }
      }
    }
  }

  for (const s of services) {
    const target = deployments.find((d) => matches(s.o.spec?.selector, d.o.spec?.template?.metadata?.labels));
    if (!target) {
      errors.push(`${label(s)}: selects no Deployment's pods`);
      continue;
    }
    const containerPorts = new Set(
      (target.o.spec.template.spec.containers ?? []).flatMap((c) =>
        (c.ports ?? []).flatMap((p) => [p.name, p.containerPort]),
      ),
    );
    for (const p of s.o.spec?.ports ?? []) {
      if (!containerPorts.has(p.targetPort ?? p.port))
        errors.push(`${label(s)}: targetPort ${p.targetPort ?? p.port} is not a port of ${target.o.metadata.name}`);
    }
  }

  for (const ing of byKind('Ingress')) {
    for (const rule of ing.o.spec?.rules ?? []) {
      for (const p of rule.http?.paths ?? []) {
        const backend = p.backend?.service;
        const service = services.find((s) => s.o.metadata?.name === backend?.name);
        if (!service) {
          errors.push(`${label(ing)}: path ${p.path} goes to a missing Service ${backend?.name}`);
          continue;
        }
        const port = backend.port?.name ?? backend.port?.number;
        if (!(service.o.spec?.ports ?? []).some((sp) => sp.name === port || sp.port === port))
          errors.push(`${label(ing)}: path ${p.path}: Service ${backend.name} has no port ${port}`);
      }
    }
  }

  const deploymentNamed = (name) => deployments.some((d) => d.o.metadata?.name === name);
  for (const hpa of byKind('HorizontalPodAutoscaler')) {
    const ref = hpa.o.spec?.scaleTargetRef;
    if (ref?.kind !== 'Deployment' || !deploymentNamed(ref.name))
      errors.push(`${label(hpa)}: scales a missing Deployment ${ref?.name}`);
  }
  for (const so of byKind('ScaledObject')) {
    const ref = so.o.spec?.scaleTargetRef;
    if ((ref?.kind ?? 'Deployment') !== 'Deployment' || !deploymentNamed(ref?.name))
      errors.push(`${label(so)}: scales a missing Deployment ${ref?.name}`);
    const scaled = new Set(byKind('HorizontalPodAutoscaler').map((h) => h.o.spec?.scaleTargetRef?.name));
    if (scaled.has(ref?.name))
      errors.push(`${label(so)}: ${ref.name} is also scaled by an HPA; two autoscalers would fight`);
  }
  for (const pdb of byKind('PodDisruptionBudget')) {
    if (!deployments.some((d) => matches(pdb.o.spec?.selector?.matchLabels, d.o.spec?.template?.metadata?.labels)))
      errors.push(`${label(pdb)}: selects no Deployment's pods`);
  }
  for (const d of deployments) {
    const labels = d.o.spec?.template?.metadata?.labels;
    if (!byKind('PodDisruptionBudget').some((pdb) => matches(pdb.o.spec?.selector?.matchLabels, labels)))
      errors.push(`${label(d)}: no PodDisruptionBudget`);
  }
  return errors;
}

/** Every check of deploy/k8s; returns the problems found (empty: valid). */
function validateKubernetes(dir) {
  const { kustomization, manifests, files, examples } = loadKustomization(dir);
  return [
    ...[...manifests, ...examples].flatMap(schemaErrors),
    ...consistencyErrors(manifests, kustomization, files, examples),
  ];
}

/**
 * A compose file as `docker-compose --profile … config` would give it, as an object; throws a ComposeFileError
 * naming every problem. `env` defaults to the .env file beside it and the shell, as with docker-compose.
 */
function composeConfig(file = path.join(root, 'docker-compose.yml'), profiles = [], options = {}) {
  return loadComposeFile(file, { profiles, ...options });
}

/** The compose file's rules beyond its syntax. */
function composeErrors(config) {
  const errors = [];
  const services = config.services ?? {};
  for (const [name, service] of Object.entries(services)) {
    const oneShot = service.restart === 'no';
    if (!oneShot && (!service.healthcheck || service.healthcheck.disable || !service.healthcheck.test))
      errors.push(`service ${name}: no health check`);
  }
  const redis = services.redis;
  if (!redis || !JSON.stringify(redis.command ?? '').includes('"--appendonly","yes"'))
    errors.push('service redis: AOF is not on (--appendonly yes)');
  for (const name of ['api', 'ingest-worker']) {
    if (services[name]?.depends_on?.migrate?.condition !== 'service_completed_successfully')
      errors.push(`service ${name}: does not wait for migrate`);
  }
  for (const [name, profile] of [
    ['mariadb', 'accounting'],
    ['mailpit', 'mail'],
  ]) {
    if (!services[name]) errors.push(`service ${name} is missing`);
    else if (!(services[name].profiles ?? []).includes(profile))
      errors.push(`service ${name}: not behind the ${profile} profile`);
  }
  return errors;
}

/**
 * Every check of docker-compose.yml with every profile; returns the problems found (a file that does not load
 * is one problem naming what is wrong). Every variable must have a default in the file, or be required with a
 * message telling the operator what to set (`${NAME:?message}`: secrets, which must never have a default);
 * the check runs without a .env file all the same: `env` (default: the .env file and the shell) only fills
 * what it sets.
 */
function validateCompose(file, options = {}) {
  let config;
  try {
    config = composeConfig(file, ['accounting', 'mail'], { ...options, placeholdersForRequired: true });
  } catch (error) {
    return [error.message];
  }
  const unset = config.unsetVariables.map(
    (name) => `variable ${name} has no default (write \${${name}:-value}, or \${${name}:?message} for a secret)`,
  );
  const silent = config.requiredVariables
    .filter((v) => !v.message)
    .map((v) => `variable ${v.name} is required without a message (write \${${v.name}:?what to set and where})`);
  return [...unset, ...silent, ...secretDefaults(file), ...composeErrors(config)];
}

/** A secret with a default in the file is a published secret: it must come from the operator. */
function secretDefaults(file = path.join(root, 'docker-compose.yml')) {
  const text = readFileSync(file, 'utf8');
  const names = new Set([...text.matchAll(/\$\{([A-Z0-9_]*(?:PASSWORD|SECRET|TOKEN))(?::?[-+]|\})/g)].map((m) => m[1]));
  return [...names].map(
    (name) => `variable ${name} is a secret: take it from the operator (write \${${name}:?message}), never a default`,
  );
}

module.exports = {
  composeConfig,
  composeErrors,
  consistencyErrors,
  loadKustomization,
  parseManifests,
  schemaErrors,
  validateCompose,
  validateKubernetes,
};
