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
  // Only the file's own defaults: the shell's variables (or a developer's .env) must not change the outcome.
  const hermetic = { env: {} };
  // What the operator writes into .env: the secrets, which the file leaves to them.
  const SECRETS = {
    POSTGRES_PASSWORD: 'pg-Ostsee-41',
    CLICKHOUSE_PASSWORD: 'ch-Wattenmeer-17',
    ACCOUNTING_PASSWORD: 'acc-Nordlicht-08',
    JWT_SECRET: 'kq3V9x0pLr7T2mZ8wYb5NcF1dG6hJ4sA-deploy',
    ADMIN_PASSWORD: 'Fjord-Kompass-73',
    MEDIA_S3_SECRET_ACCESS_KEY: 'media-Hallig-Sand-62',
  };
  const operator = { env: SECRETS };
  const withFile = (text, check) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compose-'));
    try {
      const file = path.join(dir, 'docker-compose.yml');
      writeFileSync(file, text);
      return check(file, dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const problemsOf = (text, options = {}) =>
    withFile(text, (file) => {
      try {
        composeConfig(file, options.profiles ?? [], { ...hermetic, ...options });
        return [];
      } catch (error) {
        return error.problems ?? [error.message];
      }
    });

  it('passes the Compose schema, its references and the stack rules with every profile, on its defaults alone', () => {
    expect(validateCompose(undefined, hermetic)).toEqual([]);
  });

  it('runs the distributed stack: two intakes, two workers, a proxy, the stores, the nightly backup and the optional profiles', () => {
    const { services } = composeConfig(undefined, ['accounting', 'mail'], operator);
    expect(Object.keys(services).sort()).toEqual(
      [
        'api',
        'backup',
        'clickhouse',
        'ingest-intake',
        'ingest-worker',
        'mailpit',
        'mariadb',
        'media-store',
        'migrate',
        'postgres',
        'proxy',
        'redis',
        'web',
      ].sort(),
    );
    expect(services['ingest-intake'].deploy.replicas).toBe(2);
    // The backup service reads both stores, pauses the tracking queue through Redis and writes to its volume.
    expect(services.backup.command).toContain('--schedule');
    expect(services.backup.environment).toMatchObject({ REDIS_URL: 'redis://redis:6379', BACKUP_DIR: '/backups' });
    expect(services.backup.environment.DATABASE_URL).toBe(services.api.environment.DATABASE_URL);
    expect(services.backup.environment.CLICKHOUSE_URL).toBe(services.api.environment.CLICKHOUSE_URL);
    expect(services.backup.environment.BACKUP_TIME).toBe(services.api.environment.BACKUP_TIME);
    expect(services['ingest-worker'].deploy.replicas).toBe(2);
    expect(services['ingest-intake'].environment.INGEST_ROLE).toBe('intake');
    expect(services['ingest-worker'].environment.INGEST_ROLE).toBe('worker');
    // Without their profiles the optional services stay out, as with `docker-compose config`.
    expect(Object.keys(composeConfig(undefined, [], operator).services)).not.toEqual(
      expect.arrayContaining(['mariadb']),
    );
    expect(Object.keys(composeConfig(undefined, [], operator).services)).not.toContain('mailpit');
  });

  it('interpolates variables from the environment with their defaults and casts them as Compose does', () => {
    const { services } = composeConfig(undefined, [], {
      env: { ...SECRETS, INGEST_INTAKE_REPLICAS: '5', LOG_LEVEL: 'debug' },
    });
    expect(services['ingest-intake'].deploy.replicas).toBe(5);
    expect(services.api.environment.LOG_LEVEL).toBe('debug');
    expect(services.api.environment.DATABASE_URL).toBe('postgres://agency:pg-Ostsee-41@postgres:5432/agency');
    expect(services.api.environment.JWT_SECRET).toBe(SECRETS.JWT_SECRET);
    // $$ is a literal dollar for the container's shell, not a variable of the compose file.
    expect(services.postgres.healthcheck.test[1]).toContain('"$POSTGRES_USER"');
    expect(() => composeConfig(undefined, [], { env: { ...SECRETS, INGEST_INTAKE_REPLICAS: 'two' } })).toThrow(
      /deploy\.replicas: "two" is not an integer/,
    );
  });

  it('rejects a file that breaks the Compose schema, naming each place', () => {
    const problems = problemsOf(
      'services:\n  api:\n    image: agency/api\n    ports: "3000:3000"\n    restrat: always\n    depends_on:\n      db:\n        condition: service_done\n',
    );
    expect(problems).toEqual([
      'services.api: additional property restrat is not allowed',
      'services.api.depends_on.db.condition: must be equal to one of the allowed values: service_started, service_healthy, service_completed_successfully',
      'services.api.ports: must be array',
    ]);
    expect(() =>
      withFile('services:\n  api:\n    image: a\n    ports: "3000:3000"\n', (file) =>
        composeConfig(file, [], hermetic),
      ),
    ).toThrow(/docker-compose\.yml is not a valid compose file:\n {2}- services\.api\.ports: must be array/);
  });

  it('rejects bad interpolation, a required variable without a value and YAML it cannot parse', () => {
    expect(problemsOf('services:\n  api:\n    image: "agency/api:${TAG:-latest"\n')).toEqual([
      expect.stringMatching(/^services\.api\.image: invalid interpolation format/),
    ]);
    expect(problemsOf('services:\n  api:\n    image: agency/api\n    command: ["sh", "-c", "echo $ HOME"]\n')).toEqual([
      expect.stringMatching(/command\[2\]: invalid interpolation format/),
    ]);
    expect(problemsOf('services:\n  api:\n    image: "agency/api:${TAG:?set TAG}"\n')).toEqual([
      'services.api.image: required variable TAG is missing a value: set TAG',
    ]);
    expect(problemsOf('services:\n  api:\n    image: "agency/api:${TAG:?set TAG}"\n', { env: { TAG: '1.2' } })).toEqual(
      [],
    );
    expect(problemsOf('services:\n  api: [\n')).toEqual([expect.stringMatching(/flow sequence|Unexpected|Missing/i)]);
  });

  it('names references to what is not there: services, volumes, networks, build contexts, profile-only services', () => {
    const text = [
      'services:',
      '  api:',
      '    build: {context: ./missing}',
      '    volumes: ["data:/data", "./local:/local"]',
      '    networks: [back]',
      '    depends_on: [db, mail]',
      '    healthcheck: {test: ["RUN", "true"], interval: soon}',
      '    restart: sometimes',
      '  mail:',
      '    image: mailpit',
      '    profiles: [mail]',
      '  worker: {}',
      '',
    ].join('\n');
    expect(problemsOf(text)).toEqual([
      'service api: build context ./missing does not exist',
      'service api: refers to undefined network back',
      'service api: healthcheck.test must start with CMD, CMD-SHELL or NONE',
      'service api: depends on undefined service db',
      'service api: depends on service mail, which no active profile enables',
      'service api: refers to undefined volume data',
      'service api: healthcheck.interval "soon" is not a duration (e.g. 10s, 1m30s)',
      'service api: restart "sometimes" is not one of no, always, on-failure[:N], unless-stopped',
      'service worker: has neither an image nor a build context',
    ]);
  });

  it('names a variable the file uses without a default', () => {
    withFile(
      'services:\n  api:\n    image: "agency/api:${TAG}"\n    environment:\n      PORT: ${PORT:-3000}\n',
      (file) => {
        expect(validateCompose(file, hermetic)).toEqual(
          expect.arrayContaining([
            'variable TAG has no default (write ${TAG:-value}, or ${TAG:?message} for a secret)',
          ]),
        );
        expect(validateCompose(file, { env: { TAG: '1' } })).not.toEqual(
          expect.arrayContaining([expect.stringMatching(/variable TAG/)]),
        );
      },
    );
  });

  it('takes every secret from the operator: required with a message, never a default', () => {
    // Without .env the stack does not start, and the message names the missing secret.
    expect(() => composeConfig(undefined, [], hermetic)).toThrow(
      /required variable \w*(PASSWORD|SECRET) is missing a value: set \w+ in \.env/,
    );
    const checked = composeConfig(undefined, ['accounting', 'mail'], { ...hermetic, placeholdersForRequired: true });
    expect(checked.requiredVariables.map((v) => v.name)).toEqual([
      'ACCOUNTING_PASSWORD',
      'ADMIN_PASSWORD',
      'CLICKHOUSE_PASSWORD',
      'JWT_SECRET',
      'MEDIA_S3_SECRET_ACCESS_KEY',
      'POSTGRES_PASSWORD',
    ]);
    for (const { name, message } of checked.requiredVariables) expect(message).toContain(`set ${name} in .env`);
    withFile(
      'services:\n  db:\n    image: postgres\n    environment:\n      POSTGRES_PASSWORD: ${DB_PASSWORD:-agency}\n      TOKEN: ${API_TOKEN:?}\n',
      (file) => {
        expect(validateCompose(file, hermetic)).toEqual(
          expect.arrayContaining([
            'variable API_TOKEN is required without a message (write ${API_TOKEN:?what to set and where})',
            'variable DB_PASSWORD is a secret: take it from the operator (write ${DB_PASSWORD:?message}), never a default',
          ]),
        );
      },
    );
  });

  it('names a service without a health check, Redis without AOF and an api that does not wait for migrations', () => {
    const config = composeConfig(undefined, ['accounting', 'mail'], operator);
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
  const { kustomization, manifests, files, examples } = loadKustomization();
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

  it('holds every piece a deployment needs', () => {
    const kinds = manifests.map((m) => `${m.object.kind}/${m.object.metadata.name}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'Namespace/agency',
        'ConfigMap/agency-config',
        'Job/agency-migrate',
        ...['api', 'web', 'ingest-intake', 'ingest-worker'].flatMap((n) => [
          `Deployment/${n}`,
          `Service/${n}`,
          `PodDisruptionBudget/${n}`,
        ]),
        'HorizontalPodAutoscaler/ingest-intake',
        'ScaledObject/ingest-worker',
        'Ingress/agency',
      ]),
    );
    const hpa = find('HorizontalPodAutoscaler', 'ingest-intake').object;
    expect(hpa.spec.metrics).toEqual([
      expect.objectContaining({ type: 'Resource', resource: expect.objectContaining({ name: 'cpu' }) }),
    ]);
    const paths = find('Ingress', 'agency').object.spec.rules[0].http.paths.map((p) => [
      p.path,
      p.backend.service.name,
    ]);
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
    const [probe] = parseManifests(
      'apiVersion: v1\nkind: Service\nmetadata: {name: x}\nspec:\n  ports:\n    - port: http\n',
      'broken.yaml',
    );
    expect(schemaErrors(probe)).toEqual([expect.stringMatching(/ports\/0\/port must be integer/)]);
  });

  it('rejects kinds it has no schema for instead of passing them unchecked', () => {
    const [unknown] = parseManifests('apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\n', 'widget.yaml');
    expect(schemaErrors(unknown)).toEqual(['widget.yaml: Widget w: no schema for apiVersion example.com/v1']);
  });

  it('names broken references between manifests', () => {
    let broken = withChange('Service', 'api', (s) => (s.spec.selector = { 'app.kubernetes.io/name': 'apii' }));
    expect(consistencyErrors(broken, kustomization, files, examples)).toEqual([
      expect.stringMatching(/Service api: selects no Deployment's pods/),
    ]);

    broken = withChange('Ingress', 'agency', (i) => (i.spec.rules[0].http.paths[0].backend.service.name = 'intake'));
    expect(consistencyErrors(broken, kustomization, files, examples)).toEqual([
      expect.stringMatching(/path \/api\/track goes to a missing Service intake/),
    ]);

    broken = withChange('Deployment', 'ingest-intake', (d) => {
      delete d.spec.template.spec.containers[0].readinessProbe;
      d.spec.template.spec.containers[0].envFrom[1].secretRef.name = 'agency-secret';
    });
    expect(consistencyErrors(broken, kustomization, files, examples)).toEqual([
      expect.stringMatching(/container intake: needs a livenessProbe and a readinessProbe/),
      expect.stringMatching(/container intake: Secret agency-secret does not exist/),
    ]);

    broken = withChange(
      'HorizontalPodAutoscaler',
      'ingest-intake',
      (h) => (h.spec.scaleTargetRef.name = 'ingest-worker'),
    );
    expect(consistencyErrors(broken, kustomization, files, examples)).toEqual([
      expect.stringMatching(/ScaledObject ingest-worker: ingest-worker is also scaled by an HPA/),
    ]);
  });

  it('names a manifest file the kustomization forgets', () => {
    expect(consistencyErrors(manifests, kustomization, [...files, 'redis.yaml'], examples)).toEqual([
      'kustomization.yaml does not list redis.yaml',
    ]);
  });

  it('applies no Secret: the operator creates agency-secrets, whose keys the unapplied example shows', () => {
    expect(kustomization.resources).not.toContain('secret.example.yaml');
    expect(manifests.filter((m) => m.object.kind === 'Secret')).toEqual([]);
    expect(examples.map((m) => `${m.object.kind}/${m.object.metadata.name}`)).toEqual(['Secret/agency-secrets']);
    const applying = { ...kustomization, resources: [...kustomization.resources, 'secret.example.yaml'] };
    expect(consistencyErrors([...manifests, ...examples], applying, files, examples)).toEqual([
      'secret.example.yaml: Secret agency-secrets: applies secret values written in the repository; the operator creates this Secret (deploy/k8s/README.md)',
      'kustomization.yaml applies the example secret.example.yaml; its values are published',
    ]);
    // Without the example, a reference to the Secret is a reference to nothing.
    expect(consistencyErrors(manifests, kustomization, files, [])).toEqual(
      expect.arrayContaining([expect.stringMatching(/Secret agency-secrets does not exist/)]),
    );
  });
});
