/**
 * Secrets written down in this repository: the examples and former defaults of its deployment files and
 * docs (deploy/, docker-compose.yml, .env.example, README.md, docs/). Whoever copies one of them runs with
 * a password the whole internet can read. published-secrets.spec.ts scans those files and fails when a
 * value there is missing here, so the list cannot fall behind them.
 */
export const PUBLISHED_SECRETS: readonly string[] = [
  'agency',
  'secret',
  'pass',
  'CHANGE-ME',
  'CHANGE-ME-NOW',
  'CHANGE-ME-CHANGE-ME-CHANGE-ME-CHANGE-ME-CHANGE-ME',
];

/** Placeholders in any spelling ("change-me", "CHANGEME", "change_me_now") are published too. */
const PLACEHOLDER = /change[-_ ]?me|replace[-_ ]?me/i;
const published = new Set(PUBLISHED_SECRETS.map((value) => value.toLowerCase()));

export function isPublishedSecret(value: string): boolean {
  const trimmed = value.trim();
  return published.has(trimmed.toLowerCase()) || PLACEHOLDER.test(trimmed);
}

/** The password inside a connection URL (postgres://user:password@host/db), if any. */
function urlPassword(value: string): string | undefined {
  try {
    const password = decodeURIComponent(new URL(value).password);
    return password || undefined;
  } catch {
    return undefined;
  }
}

export interface SecretRule {
  /** Plain secret variables (JWT_SECRET, ADMIN_PASSWORD, CLICKHOUSE_PASSWORD, …). */
  secrets: readonly string[];
  /** Connection URLs whose password is checked (DATABASE_URL, REDIS_URL). */
  urls?: readonly string[];
  /** Variables that must be set at all (a cluster needs the same secret on every instance). */
  required?: readonly string[];
}

/**
 * What stops a production start: a secret or a URL password from this repository, or a required secret
 * that is not set. One message per variable, naming it (never the value).
 */
export function publishedSecretProblems(env: Readonly<Record<string, unknown>>, rule: SecretRule): string[] {
  const problems: string[] = [];
  const text = (name: string) =>
    typeof env[name] === 'string' && env[name] !== '' ? (env[name] as string) : undefined;
  for (const name of rule.required ?? []) {
    if (text(name) === undefined)
      problems.push(`${name}: must be set in production (the same value on every instance)`);
  }
  for (const name of rule.secrets) {
    const value = text(name);
    if (value !== undefined && isPublishedSecret(value)) {
      problems.push(`${name}: this value is published in the project's repository; choose a secret of your own`);
    }
  }
  for (const name of rule.urls ?? []) {
    const password = text(name) && urlPassword(text(name) as string);
    if (password && isPublishedSecret(password)) {
      problems.push(`${name}: its password is published in the project's repository; choose a secret of your own`);
    }
  }
  return problems;
}
