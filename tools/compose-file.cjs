// Reads a compose file the way `docker-compose config` does, in plain JavaScript, so checking it needs
// nothing beyond `npm install` (no docker-compose program, no Docker engine):
//   1. YAML with anchors and merge keys (`<<: *x`, `<<: [*a, *b]`);
//   2. ${VARIABLE} interpolation from the environment (and a .env file beside it), with Compose's
//      operators (:- - :? ? :+ +) and `$$` for a literal dollar; then the casts Compose applies to
//      interpolated values (a replica count becomes a number, a boolean a boolean);
//   3. the Compose Specification's JSON schema (tools/schemas/compose-spec.json: compose-go v2.13.0,
//      commit 0670a1c3, Apache-2.0, the copy docker compose itself validates against), checked by ajv;
//   4. the long forms of the short syntaxes the checks read (environment, depends_on, volumes, ...);
//   5. profiles: a service behind a profile is left out unless one of its profiles is active;
//   6. the references compose-go checks before it runs anything (checkConsistency): depends_on, networks,
//      named volumes, secrets and configs exist; an image or a build; health check tests; replica counts;
//      and, as docker-compose 1.x did, that a local build context and its Dockerfile exist.
// `extends` and `include` are refused rather than passed unchecked.
const { existsSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');
const YAML = require('yaml');
const Ajv2020 = require('ajv/dist/2020').default;

const SCHEMA_FILE = path.join(__dirname, 'schemas', 'compose-spec.json');

class ComposeFileError extends Error {
  constructor(file, problems) {
    super(`${file} is not a valid compose file:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ComposeFileError';
    this.problems = problems;
  }
}

let validateSchema;
function schemaValidator() {
  if (!validateSchema) {
    // Strict: a keyword ajv does not know fails instead of being ignored. Only strictTypes is off: the schema
    // states types implicitly (additionalProperties without type: object), which JSON Schema allows.
    const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
    validateSchema = ajv.compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')));
  }
  return validateSchema;
}

/** KEY=VALUE lines of a .env file (comments, `export`, single or double quotes), as docker compose reads them. */
function readDotEnv(file) {
  if (!existsSync(file)) return {};
  const env = {};
  for (const raw of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2];
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.endsWith(quote) && value.length > 1) value = value.slice(1, -1);
    else value = value.replace(/\s+#.*$/, '');
    env[match[1]] = value;
  }
  return env;
}

/** The environment `docker-compose config` would see: the .env file beside the compose file, overridden by the shell's. */
function defaultEnvironment(file) {
  return { ...readDotEnv(path.join(path.dirname(file), '.env')), ...process.env };
}

// ---------------------------------------------------------------------------------------------- interpolation

const NAME = /^[_a-z][_a-z0-9]*/i;

/** Index of the `}` that closes the `${` opened at `open` (the index of its `{`), or -1. */
function closingBrace(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/**
 * Interpolates one string. `context.env` holds the variables; `context.unset` collects variables used
 * without a value and without a default (docker compose warns and substitutes an empty string).
 */
function interpolate(text, context, where) {
  const invalid = () => new Error(`${where}: invalid interpolation format in "${text}"; a literal $ is written $$`);
  let out = '';
  for (let i = 0; i < text.length;) {
    if (text[i] !== '$') {
      out += text[i++];
      continue;
    }
    const next = text[i + 1];
    if (next === '$') {
      out += '$';
      i += 2;
    } else if (next === '{') {
      const end = closingBrace(text, i + 1);
      if (end < 0) throw invalid();
      out += substitute(text.slice(i + 2, end), context, where, invalid);
      i = end + 1;
    } else {
      const name = NAME.exec(text.slice(i + 1))?.[0];
      if (!name) throw invalid();
      out += lookup(name, context);
      i += 1 + name.length;
    }
  }
  return out;
}

function lookup(name, context) {
  if (context.env[name] === undefined) {
    context.unset.add(name);
    return '';
  }
  return context.env[name];
}

function substitute(expression, context, where, invalid) {
  const match = /^([_a-z][_a-z0-9]*)(?:(:?[-+?])([\s\S]*))?$/i.exec(expression);
  if (!match) throw invalid();
  const [, name, operator, rest = ''] = match;
  const value = context.env[name];
  const isSet = value !== undefined;
  const nonEmpty = isSet && value !== '';
  switch (operator) {
    case undefined:
      return lookup(name, context);
    case ':-':
      return nonEmpty ? value : interpolate(rest, context, where);
    case '-':
      return isSet ? value : interpolate(rest, context, where);
    case ':+':
      return nonEmpty ? interpolate(rest, context, where) : '';
    case '+':
      return isSet ? interpolate(rest, context, where) : '';
    case ':?':
    case '?':
      if (operator === ':?' ? nonEmpty : isSet) return value;
      if (context.required) {
        // Checking the file, not running it: the operator's .env will hold the value; note what it must say.
        context.required.set(name, interpolate(rest, context, where).trim());
        return `required-${name}`;
      }
      throw new Error(
        `${where}: required variable ${name} is missing a value${rest ? `: ${interpolate(rest, context, where)}` : ''}`,
      );
    default:
      throw invalid();
  }
}

// The values Compose casts after interpolation (compose-go loader/interpolate.go); `*` is any key, `[]` any item.
const toInt = (v) => (/^[-+]?\d+$/.test(v.trim()) ? Number(v) : cannotCast(v, 'an integer'));
const toFloat = (v) => (v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : cannotCast(v, 'a number'));
const toBoolean = (v) => {
  const lower = v.toLowerCase();
  if (['true', 'y', 'yes', 'on'].includes(lower)) return true;
  if (['false', 'n', 'no', 'off'].includes(lower)) return false;
  return cannotCast(v, 'a boolean');
};
function cannotCast(value, what) {
  throw new TypeError(`"${value}" is not ${what}`);
}
const service = (rest) => `services.*.${rest}`;
const CASTS = Object.entries({
  [service('cpu_count')]: toInt,
  [service('cpu_percent')]: toFloat,
  [service('cpu_period')]: toInt,
  [service('cpu_quota')]: toInt,
  [service('cpu_rt_period')]: toInt,
  [service('cpu_rt_runtime')]: toInt,
  [service('cpus')]: toFloat,
  [service('cpu_shares')]: toInt,
  [service('init')]: toBoolean,
  [service('depends_on.*.required')]: toBoolean,
  [service('depends_on.*.restart')]: toBoolean,
  [service('deploy.replicas')]: toInt,
  [service('deploy.update_config.parallelism')]: toInt,
  [service('deploy.update_config.max_failure_ratio')]: toFloat,
  [service('deploy.rollback_config.parallelism')]: toInt,
  [service('deploy.rollback_config.max_failure_ratio')]: toFloat,
  [service('deploy.restart_policy.max_attempts')]: toInt,
  [service('deploy.placement.max_replicas_per_node')]: toInt,
  [service('healthcheck.retries')]: toInt,
  [service('healthcheck.disable')]: toBoolean,
  [service('oom_kill_disable')]: toBoolean,
  [service('oom_score_adj')]: toInt,
  [service('pids_limit')]: toInt,
  [service('ports.[].target')]: toInt,
  [service('privileged')]: toBoolean,
  [service('read_only')]: toBoolean,
  [service('scale')]: toInt,
  [service('stdin_open')]: toBoolean,
  [service('tty')]: toBoolean,
  [service('ulimits.*')]: toInt,
  [service('ulimits.*.hard')]: toInt,
  [service('ulimits.*.soft')]: toInt,
  [service('volumes.[].read_only')]: toBoolean,
  [service('volumes.[].volume.nocopy')]: toBoolean,
  'networks.*.external': toBoolean,
  'networks.*.internal': toBoolean,
  'networks.*.attachable': toBoolean,
  'networks.*.enable_ipv4': toBoolean,
  'networks.*.enable_ipv6': toBoolean,
  'volumes.*.external': toBoolean,
  'secrets.*.external': toBoolean,
  'configs.*.external': toBoolean,
}).map(([pattern, cast]) => ({ parts: pattern.split('.'), cast }));

function castFor(keys) {
  return CASTS.find(
    ({ parts }) =>
      parts.length === keys.length &&
      parts.every((part, i) =>
        part === '*' ? typeof keys[i] === 'string' : part === '[]' ? typeof keys[i] === 'number' : part === keys[i],
      ),
  )?.cast;
}

const label = (keys) =>
  keys.reduce((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${key}` : key), '');

/** Interpolates every string value (not the keys) and casts where Compose casts; collects problems. */
function interpolateTree(value, context, keys = []) {
  if (Array.isArray(value)) return value.map((item, i) => interpolateTree(item, context, [...keys, i]));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateTree(item, context, [...keys, key])]),
    );
  }
  if (typeof value !== 'string') return value;
  try {
    const text = interpolate(value, context, label(keys));
    const cast = castFor(keys);
    return cast ? cast(text) : text;
  } catch (error) {
    context.problems.push(error instanceof TypeError ? `${label(keys)}: ${error.message}` : error.message);
    return value;
  }
}

// ---------------------------------------------------------------------------------------------- schema

const pointer = (instancePath) =>
  instancePath
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));

function schemaProblems(config) {
  const validate = schemaValidator();
  if (validate(config)) return [];
  const errors = validate.errors ?? [];
  const problems = new Set();
  for (const error of errors) {
    // A failed oneOf/anyOf reports itself and each branch it tried. Its own line adds nothing, and a branch of
    // another type ("must be array" where the value is a mapping with a wrong entry) is noise when another
    // error lies at or below the same place.
    if (['oneOf', 'anyOf'].includes(error.keyword)) continue;
    const within = (other) =>
      other.instancePath === error.instancePath || other.instancePath.startsWith(`${error.instancePath}/`);
    if (
      error.keyword === 'type' &&
      errors.some((other) => other !== error && !['oneOf', 'anyOf', 'type'].includes(other.keyword) && within(other))
    )
      continue;
    const where = pointer(error.instancePath).join('.') || '(top level)';
    const detail =
      error.keyword === 'additionalProperties'
        ? `additional property ${error.params.additionalProperty} is not allowed`
        : error.keyword === 'enum'
          ? `${error.message}: ${error.params.allowedValues.join(', ')}`
          : error.message;
    problems.add(`${where}: ${detail}`);
  }
  return [...problems];
}

// ---------------------------------------------------------------------------------------------- long forms

/** `KEY=value` list or map → map (a key without a value stays null: taken from the shell at run time). */
function environmentMap(environment) {
  if (!Array.isArray(environment)) return environment;
  return Object.fromEntries(
    environment.map((entry) => {
      const at = entry.indexOf('=');
      return at < 0 ? [entry, null] : [entry.slice(0, at), entry.slice(at + 1)];
    }),
  );
}

/** A short volume entry `source:target[:mode]` → its long form; a source that is a path is a bind mount. */
function volumeLongForm(entry) {
  if (typeof entry !== 'string') return entry;
  const parts = entry.split(':');
  if (parts.length === 1) return { type: 'volume', target: parts[0] };
  const [source, target, mode] = parts;
  const bind = /^[./~]/.test(source) || path.isAbsolute(source);
  return {
    type: bind ? 'bind' : 'volume',
    source,
    target,
    ...(mode?.split(',').includes('ro') ? { read_only: true } : {}),
  };
}

function longForms(config) {
  for (const svc of Object.values(config.services ?? {})) {
    if (svc.environment) svc.environment = environmentMap(svc.environment);
    if (Array.isArray(svc.depends_on))
      svc.depends_on = Object.fromEntries(svc.depends_on.map((name) => [name, { condition: 'service_started' }]));
    for (const dependency of Object.values(svc.depends_on ?? {})) {
      dependency.condition ??= 'service_started';
      dependency.required ??= true;
    }
    if (Array.isArray(svc.networks)) svc.networks = Object.fromEntries(svc.networks.map((name) => [name, null]));
    if (svc.volumes) svc.volumes = svc.volumes.map(volumeLongForm);
    for (const key of ['secrets', 'configs'])
      if (svc[key]) svc[key] = svc[key].map((s) => (typeof s === 'string' ? { source: s } : s));
    if (typeof svc.build === 'string') svc.build = { context: svc.build };
    if (svc.build) svc.build.context ??= '.';
    if (typeof svc.healthcheck?.test === 'string') svc.healthcheck.test = ['CMD-SHELL', svc.healthcheck.test];
  }
  return config;
}

// ---------------------------------------------------------------------------------------------- profiles and references

function withProfiles(config, profiles) {
  const active = (svc) =>
    !svc.profiles?.length || svc.profiles.some((p) => profiles.includes(p) || profiles.includes('*'));
  const services = {};
  const disabled = new Set();
  for (const [name, svc] of Object.entries(config.services ?? {})) {
    if (active(svc)) services[name] = svc;
    else disabled.add(name);
  }
  return { config: { ...config, services }, disabled };
}

// Go durations, as compose parses them (time.ParseDuration); and the restart policies of the Compose Specification.
const DURATION = /^(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+$/;
const RESTART = /^(?:no|always|unless-stopped|on-failure(?::\d+)?)$/;

/** The [field, value] pairs of a service that compose reads as durations. */
function durations(svc) {
  const fields = [
    ['stop_grace_period', svc.stop_grace_period],
    ...['interval', 'timeout', 'start_period', 'start_interval'].map((key) => [
      `healthcheck.${key}`,
      svc.healthcheck?.[key],
    ]),
    ...['delay', 'window'].map((key) => [`deploy.restart_policy.${key}`, svc.deploy?.restart_policy?.[key]]),
    ...['update_config', 'rollback_config'].flatMap((cfg) =>
      ['delay', 'monitor'].map((key) => [`deploy.${cfg}.${key}`, svc.deploy?.[cfg]?.[key]]),
    ),
  ];
  return fields.filter(([, value]) => value !== undefined);
}

function consistencyProblems(config, disabled, dir) {
  const problems = [];
  const defined = (kind) => new Set(Object.keys(config[kind] ?? {}));
  const networks = new Set([...defined('networks'), 'default']);
  const volumes = defined('volumes');
  const secrets = defined('secrets');
  const configs = defined('configs');
  for (const [name, svc] of Object.entries(config.services)) {
    const at = `service ${name}`;
    if (!svc.image && !svc.build && !svc.provider) problems.push(`${at}: has neither an image nor a build context`);
    if (svc.extends) problems.push(`${at}: extends is not supported by this check (tools/compose-file.cjs)`);
    if (svc.build) {
      const local = !/^[a-z]+:\/\/|^git@|^github\.com\//i.test(svc.build.context);
      const context = path.resolve(dir, svc.build.context);
      if (local && !(existsSync(context) && statSync(context).isDirectory()))
        problems.push(`${at}: build context ${svc.build.context} does not exist`);
      else if (local && !svc.build.dockerfile_inline) {
        const dockerfile = svc.build.dockerfile ?? 'Dockerfile';
        if (!existsSync(path.resolve(context, dockerfile)))
          problems.push(`${at}: Dockerfile ${path.relative(dir, path.resolve(context, dockerfile))} does not exist`);
      }
    }
    if (svc.network_mode && svc.networks) problems.push(`${at}: network_mode and networks exclude each other`);
    for (const network of Object.keys(svc.networks ?? {}))
      if (!networks.has(network)) problems.push(`${at}: refers to undefined network ${network}`);
    const modeTarget = /^service:(.+)$/.exec(svc.network_mode ?? '')?.[1];
    if (modeTarget && !config.services[modeTarget])
      problems.push(`${at}: network_mode refers to undefined service ${modeTarget}`);
    const test = svc.healthcheck?.test;
    if (Array.isArray(test) && test.length && !['CMD', 'CMD-SHELL', 'NONE'].includes(test[0]))
      problems.push(`${at}: healthcheck.test must start with CMD, CMD-SHELL or NONE`);
    for (const [dependency, how] of Object.entries(svc.depends_on ?? {})) {
      if (config.services[dependency]) continue;
      if (disabled.has(dependency) && how.required === false) continue;
      problems.push(
        `${at}: depends on ${disabled.has(dependency) ? 'service' : 'undefined service'} ${dependency}${disabled.has(dependency) ? ', which no active profile enables' : ''}`,
      );
    }
    for (const volume of svc.volumes ?? []) {
      if (volume.type === 'volume' && volume.source && !volumes.has(volume.source))
        problems.push(`${at}: refers to undefined volume ${volume.source}`);
    }
    for (const secret of [...(svc.secrets ?? []), ...(svc.build?.secrets ?? [])]) {
      const source = typeof secret === 'string' ? secret : secret.source;
      if (!secrets.has(source)) problems.push(`${at}: refers to undefined secret ${source}`);
    }
    for (const cfg of svc.configs ?? [])
      if (!configs.has(cfg.source)) problems.push(`${at}: refers to undefined config ${cfg.source}`);
    for (const [field, value] of durations(svc))
      if (!DURATION.test(String(value)))
        problems.push(`${at}: ${field} "${value}" is not a duration (e.g. 10s, 1m30s)`);
    if (svc.restart !== undefined && !RESTART.test(svc.restart))
      problems.push(`${at}: restart "${svc.restart}" is not one of no, always, on-failure[:N], unless-stopped`);
    const replicas = svc.deploy?.replicas;
    if (typeof replicas === 'number' && replicas < 0) problems.push(`${at}: deploy.replicas must be 0 or more`);
    if (typeof svc.scale === 'number' && typeof replicas === 'number' && svc.scale !== replicas)
      problems.push(`${at}: scale and deploy.replicas differ`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------- entry point

/**
 * Loads a compose file as `docker-compose [--profile p ...] config` would and returns the resulting
 * configuration (extension fields `x-*` at the top dropped, services outside the active profiles left out).
 * Throws a ComposeFileError listing every problem. `env` defaults to the .env file and the shell.
 * The result's `unsetVariables` (not enumerable) names variables used without a value or a default. With
 * `placeholdersForRequired`, a required variable without a value (`${NAME:?message}`) does not fail the load:
 * it becomes the text `required-NAME`, and `requiredVariables` (not enumerable) lists each with its message.
 */
function loadComposeFile(
  file,
  { profiles = [], env = defaultEnvironment(file), placeholdersForRequired = false } = {},
) {
  const shown = path.basename(file);
  let raw;
  try {
    const docs = YAML.parseAllDocuments(readFileSync(file, 'utf8'), { merge: true, maxAliasCount: 1000 });
    const errors = docs.flatMap((doc) => doc.errors);
    if (errors.length)
      throw new ComposeFileError(
        shown,
        errors.map((e) => e.message),
      );
    if (docs.length !== 1)
      throw new ComposeFileError(shown, [`holds ${docs.length} YAML documents, Compose reads one`]);
    raw = docs[0].toJSON();
  } catch (error) {
    if (error instanceof ComposeFileError) throw error;
    throw new ComposeFileError(shown, [error.message]);
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new ComposeFileError(shown, ['the top level is not a mapping']);

  // Top-level extension fields (x-*) are only templates: merge keys copy them into the services, where they are
  // interpolated and checked; interpolating them here as well would report each problem twice.
  const context = { env, unset: new Set(), problems: [], required: placeholdersForRequired ? new Map() : undefined };
  const interpolated = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [
      key,
      key.startsWith('x-') ? value : interpolateTree(value, context, [key]),
    ]),
  );
  if (context.problems.length) throw new ComposeFileError(shown, context.problems);
  const schema = schemaProblems(interpolated);
  if (schema.length) throw new ComposeFileError(shown, schema);
  if (interpolated.include)
    throw new ComposeFileError(shown, ['include is not supported by this check (tools/compose-file.cjs)']);

  // interpolateTree built new objects: the long forms below may change them in place.
  const config = Object.fromEntries(Object.entries(interpolated).filter(([key]) => !key.startsWith('x-')));
  const { config: active, disabled } = withProfiles(longForms(config), profiles);
  const references = consistencyProblems(active, disabled, path.dirname(file));
  if (references.length) throw new ComposeFileError(shown, references);
  Object.defineProperty(active, 'unsetVariables', { value: [...context.unset].sort(), enumerable: false });
  const required = [...(context.required ?? new Map())]
    .map(([name, message]) => ({ name, message }))
    .sort((a, b) => a.name.localeCompare(b.name));
  Object.defineProperty(active, 'requiredVariables', { value: required, enumerable: false });
  return active;
}

module.exports = { loadComposeFile };
