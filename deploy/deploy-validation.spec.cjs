const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const {
  composeConfig,
  composeErrors,
  consistencyErrors,
  loadKustomization,
  parseManifests,
  schemaErrors,
  validateCompose,
  validateKubernetes,
} = require('../tools/deploy-validation.cjs');

const clone = (value) => JSON.parse(JSON.stringify(value));

describe('docker-compose.yml', () => {
  it('passes docker-compose config with every profile and the stack rules', () => {
    expect(validateCompose()).toEqual([]);
  });

  it('runs the distributed stack: two intakes, two workers, a proxy, the stores and the optional profiles', () => {
    const { services } = composeConfig(undefined, ['accounting', 'mail']);
    expect(Object.keys(services).sort()).toEqual(
      ['api', 'clickhouse', 'ingest-intake', 'ingest-worker', 'mailpit', 'mariadb', 'migrate', 'postgres', 'proxy', 'redis', 'web'].sort(),
    );
    expect(services['ingest-intake'].deploy.replicas).toBe(2);
    expect(services['ingest-worker'].deploy.replicas).toBe(2);
    expect(services['ingest-intake'].environment.INGEST_ROLE).toBe('intake');
    expect(services['ingest-worker'].environment.INGEST_ROLE).toBe('worker');
  });

  it('rejects a file docker-compose cannot read', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compose-'));
    try {
      const file = path.join(dir, 'docker-compose.yml');
      writeFileSync(file, 'services:\n  api:\n    image: agency/api\n    ports: "3000:3000"\n    restart: sometimes\n');
      expect(() => composeConfig(file)).toThrow(/docker-compose config failed/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names a service without a health check, Redis without AOF and an api that does not wait for migrations', () => {
    const config = composeConfig(undefined, ['accounting', 'mail']);
    const broken = clone(config);
    delete broken.services.web.healthcheck;
    broken.services.redis.command = ['redis-server'];
    delete broken.services.api.depends_on.migrate;
    expect(composeErrors(broken)).toEqual([
      'service web: no health check',
      'service redis: AOF is not on (--appendonly yes)',
      'service api: does not wait for migrate',
    ]);
  });
});

describe('deploy/k8s', () => {
  const { kustomization, manifests, files } = loadKustomization();
  const find = (kind, name) => manifests.find((m) => m.object.kind === kind && m.object.metadata.name === name);
  const withChange = (kind, name, change) =>
    manifests.map((m) => {
      if (m.object.kind !== kind || m.object.metadata.name !== name) return m;
      const copy = { ...m, object: clone(m.object) };
      change(copy.object);
      return copy;
    });

  it('is valid against the Kubernetes and KEDA schemas and consistent', () => {
    expect(validateKubernetes()).toEqual([]);
  });

  it('holds every piece issue 8 asks for', () => {
    const kinds = manifests.map((m) => `${m.object.kind}/${m.object.metadata.name}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'Namespace/agency',
        'ConfigMap/agency-config',
        'Secret/agency-secrets',
        'Job/agency-migrate',
        ...['api', 'web', 'ingest-intake', 'ingest-worker'].flatMap((n) => [`Deployment/${n}`, `Service/${n}`, `PodDisruptionBudget/${n}`]),
        'HorizontalPodAutoscaler/ingest-intake',
        'ScaledObject/ingest-worker',
        'Ingress/agency',
      ]),
    );
    const hpa = find('HorizontalPodAutoscaler', 'ingest-intake').object;
    expect(hpa.spec.metrics).toEqual([expect.objectContaining({ type: 'Resource', resource: expect.objectContaining({ name: 'cpu' }) })]);
    const paths = find('Ingress', 'agency').object.spec.rules[0].http.paths.map((p) => [p.path, p.backend.service.name]);
    expect(paths).toEqual([
      ['/api/track', 'ingest-intake'],
      ['/api', 'api'],
      ['/', 'web'],
    ]);
  });

  it('rejects a manifest that breaks the schema: a string replica count, a ScaledObject without target', () => {
    const deployment = clone(find('Deployment', 'api'));
    deployment.object.spec.replicas = 'two';
    expect(schemaErrors(deployment)).toEqual([expect.stringMatching(/Deployment api: .*replicas must be integer/)]);
    const scaled = clone(find('ScaledObject', 'ingest-worker'));
    delete scaled.object.spec.scaleTargetRef;
    expect(schemaErrors(scaled)).toEqual([expect.stringMatching(/must have required property scaleTargetRef/)]);
    const [probe] = parseManifests('apiVersion: v1\nkind: Service\nmetadata: {name: x}\nspec:\n  ports:\n    - port: http\n', 'broken.yaml');
    expect(schemaErrors(probe)).toEqual([expect.stringMatching(/ports\/0\/port must be integer/)]);
  });

  it('rejects kinds it has no schema for instead of passing them unchecked', () => {
    const [unknown] = parseManifests('apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\n', 'widget.yaml');
    expect(schemaErrors(unknown)).toEqual(['widget.yaml: Widget w: no schema for apiVersion example.com/v1']);
  });

  it('names broken references between manifests', () => {
    let broken = withChange('Service', 'api', (s) => (s.spec.selector = { 'app.kubernetes.io/name': 'apii' }));
    expect(consistencyErrors(broken, kustomization, files)).toEqual([expect.stringMatching(/Service api: selects no Deployment's pods/)]);

    broken = withChange('Ingress', 'agency', (i) => (i.spec.rules[0].http.paths[0].backend.service.name = 'intake'));
    expect(consistencyErrors(broken, kustomization, files)).toEqual([expect.stringMatching(/path \/api\/track goes to a missing Service intake/)]);

    broken = withChange('Deployment', 'ingest-intake', (d) => {
      delete d.spec.template.spec.containers[0].readinessProbe;
      d.spec.template.spec.containers[0].envFrom[1].secretRef.name = 'agency-secret';
    });
    expect(consistencyErrors(broken, kustomization, files)).toEqual([
      expect.stringMatching(/container intake: needs a livenessProbe and a readinessProbe/),
      expect.stringMatching(/container intake: Secret agency-secret does not exist/),
    ]);

    broken = withChange('HorizontalPodAutoscaler', 'ingest-intake', (h) => (h.spec.scaleTargetRef.name = 'ingest-worker'));
    expect(consistencyErrors(broken, kustomization, files)).toEqual([
      expect.stringMatching(/ScaledObject ingest-worker: ingest-worker is also scaled by an HPA/),
    ]);
  });

  it('names a manifest file the kustomization forgets', () => {
    expect(consistencyErrors(manifests, kustomization, [...files, 'redis.yaml'])).toEqual(['kustomization.yaml does not list redis.yaml']);
  });
});
