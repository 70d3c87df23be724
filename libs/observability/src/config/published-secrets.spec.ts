import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isPublishedSecret, PUBLISHED_SECRETS, publishedSecretProblems } from './published-secrets';

const root = path.resolve(__dirname, '../../../..');

/** The files an operator copies from: deployment files and every document. */
function publishedFiles(): string[] {
  const files = ['docker-compose.yml', '.env.example', 'README.md'].map((f) => path.join(root, f));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (!/\.(spec\.cjs|c?js|mjs|ts)$/.test(entry)) files.push(full);
    }
  };
  walk(path.join(root, 'deploy'));
  walk(path.join(root, 'docs'));
  for (const app of readdirSync(path.join(root, 'apps'))) files.push(path.join(root, 'apps', app, 'README.md'));
  return files.filter((file) => existsSync(file));
}

const SECRET_NAME = String.raw`([A-Z][A-Z0-9_]*(?:SECRET|PASSWORD|TOKEN))`;
/** Switches named like secrets (MARIADB_RANDOM_ROOT_PASSWORD: "1") hold no secret. */
const SWITCH = /RANDOM|ALLOW_EMPTY/;
/** NAME=value, NAME: value, `${NAME:-default}`, and passwords inside URLs (scheme://user:password@host). */
const PATTERNS = [
  new RegExp(String.raw`\b${SECRET_NAME}\s*[:=][ \t]*["']?([^\s"'\`#|,]+)`, 'g'),
  new RegExp(String.raw`\$\{${SECRET_NAME}:?-([^}]+)\}`, 'g'),
  /[a-z][a-z0-9+.-]*:\/\/()[^:/\s@`'"]+:([^@\s/`'"]+)@/g,
];

/** Every value the files give a secret, minus references to other variables and shell commands. */
function secretsInRepository(): { file: string; value: string }[] {
  const found: { file: string; value: string }[] = [];
  for (const file of publishedFiles()) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        const value = match[2]?.trim();
        if (!value || SWITCH.test(match[1] ?? '') || /^[$<{(?-]/.test(value) || value.includes('${')) continue;
        found.push({ file: path.relative(root, file), value });
      }
    }
  }
  return found;
}

describe('secrets published in this repository', () => {
  it('finds the secrets of the deployment files and docs (the scan reads what it should)', () => {
    const values = secretsInRepository().map((s) => s.value);
    // The k8s example Secret stays in the repository as an example; its values must be known as published.
    expect(values).toEqual(
      expect.arrayContaining(['CHANGE-ME-NOW', 'CHANGE-ME-CHANGE-ME-CHANGE-ME-CHANGE-ME-CHANGE-ME']),
    );
  });

  it('lists every secret value that appears in the deployment files and docs', () => {
    const unknown = secretsInRepository().filter((s) => !isPublishedSecret(s.value));
    expect(unknown).toEqual([]);
  });

  it('knows each listed value in any case and every change-me placeholder', () => {
    for (const value of PUBLISHED_SECRETS) expect(isPublishedSecret(value.toUpperCase())).toBe(true);
    expect(isPublishedSecret('please-changeme-2026')).toBe(true);
    expect(isPublishedSecret('kq3V9x0pLr7T2mZ8wYb5NcF1dG6hJ4sA')).toBe(false);
  });

  it('names the variable holding a published secret, a published URL password or a missing required one', () => {
    const problems = publishedSecretProblems(
      {
        JWT_SECRET: 'CHANGE-ME-CHANGE-ME-CHANGE-ME-CHANGE-ME-CHANGE-ME',
        DATABASE_URL: 'postgres://agency:agency@db:5432/agency',
        CLICKHOUSE_PASSWORD: 'x7Qp2LmN9v',
      },
      { secrets: ['JWT_SECRET', 'CLICKHOUSE_PASSWORD'], urls: ['DATABASE_URL'], required: ['ADMIN_PASSWORD'] },
    );
    expect(problems).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD: must be set/),
      expect.stringMatching(/^JWT_SECRET: this value is published/),
      expect.stringMatching(/^DATABASE_URL: its password is published/),
    ]);
    expect(problems.join('\n')).not.toContain('CHANGE-ME');
  });
});
