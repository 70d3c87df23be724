#!/usr/bin/env node
// The licence check of what ships: every package in the production dependency tree (package.json
// `dependencies`, transitively, as installed; what `npm prune --omit=dev` leaves for the images and what
// the web build bundles) must carry a licence a proprietary network service may ship. It fails on strong
// and weak copyleft — AGPL (network use counts as distribution), GPL, LGPL — and SSPL, on packages that
// state no licence, and names each offender with the chain of dependencies that brings it in.
// LGPL fails too: its duties (offer the library's source, let users swap in a modified one, keep its
// notices) are workable for an unmodified npm package but need a decision per package, so an LGPL package
// ships only after review, as an entry of ALLOW_LIST below.
// Run by `npm test` beside lint and typecheck (tools/test.mjs); on its own: node tools/licence-check.cjs
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { dependencyClosure } = require('./dependency-tree.cjs');

/**
 * Reviewed exceptions: a package by name with the licence expression it had when reviewed (another
 * licence later fails again), and why it may ship.
 * @type {{ name: string; licence: string; reason: string }[]}
 */
const ALLOW_LIST = [
  {
    name: '@img/sharp-libvips-linux-x64',
    licence: 'LGPL-3.0-or-later',
    reason:
      'libvips, unmodified, as the shared library sharp (Apache-2.0) loads at run time; a user may put their own ' +
      'build in its place (sharp uses a global libvips when present); its source and notices are upstream (ADR 0169)',
  },
];

/** Licence identifiers that may not ship (SPDX ids and the spellings older manifests use). */
const FORBIDDEN = /^(A?GPL|LGPL|SSPL)\b|^(GNU|AFFERO)\b|GENERAL PUBLIC LICENSE|^(A?GPL|LGPL)V?\d/i;

/** The manifest's licence as one SPDX-like expression; undefined when it states none. */
function licenceOf(manifest) {
  const { license, licenses } = manifest;
  if (typeof license === 'string' && license.trim()) return license.trim();
  if (license && typeof license === 'object' && typeof license.type === 'string') return license.type;
  if (Array.isArray(licenses) && licenses.length > 0) {
    const types = licenses.map((entry) => (typeof entry === 'string' ? entry : entry?.type)).filter(Boolean);
    // The old `licenses` array offered a choice between them.
    if (types.length > 0) return types.length === 1 ? types[0] : `(${types.join(' OR ')})`;
  }
  return undefined;
}

/**
 * Whether an SPDX expression can be shipped: `a OR b` when either can, `a AND b` when both can,
 * `id WITH exception` as its id. Unknown or custom ids (`SEE LICENSE IN …`, `UNLICENSED`) cannot.
 */
function shippable(expression) {
  const tokens = expression.match(/\(|\)|[^\s()]+/g) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  const next = () => tokens[at++];
  function primary() {
    if (peek() === '(') {
      next();
      const value = or();
      if (next() !== ')') throw new Error('unbalanced');
      return value;
    }
    const id = next();
    if (id === undefined || /^(AND|OR|WITH)$/i.test(id)) throw new Error('unexpected end');
    if (/^WITH$/i.test(peek() ?? '')) {
      next();
      next();
    }
    return !FORBIDDEN.test(id) && !/^(SEE|UNLICENSED$|UNKNOWN$|NONE$)/i.test(id);
  }
  function and() {
    let value = primary();
    while (/^AND$/i.test(peek() ?? '')) {
      next();
      value = primary() && value;
    }
    return value;
  }
  function or() {
    let value = and();
    while (/^OR$/i.test(peek() ?? '')) {
      next();
      value = and() || value;
    }
    return value;
  }
  try {
    const value = or();
    return at === tokens.length && value;
  } catch {
    // A free-text licence ("SEE LICENSE IN LICENSE.md", "Custom: …"): nobody has reviewed it.
    return false;
  }
}

/**
 * Checks the production tree of the package at `root`. Returns how many packages were checked and the
 * problems: { name, version, licence, chain, dir, problem }.
 */
function checkLicences({ root, allow = ALLOW_LIST }) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const starts = [
    ...Object.keys(manifest.dependencies ?? {}).map((name) => ({ name, from: root, required: true })),
    ...Object.keys(manifest.optionalDependencies ?? {}).map((name) => ({ name, from: root, required: false })),
  ].map((start) => ({ ...start, chain: [manifest.name ?? '(root)'] }));
  const { found, missing } = dependencyClosure(starts);
  const problems = missing.map(({ name, chain }) => ({
    name,
    version: '',
    licence: '',
    chain: [...chain, name],
    dir: '',
    problem: 'not installed: run npm install',
  }));
  for (const [dir, { manifest: pkg, chain }] of found) {
    const licence = licenceOf(pkg);
    const where = {
      name: pkg.name,
      version: pkg.version,
      licence: licence ?? '',
      chain,
      dir: path.relative(root, dir),
    };
    if (allow.some((entry) => entry.name === pkg.name && entry.licence === licence)) continue;
    if (licence === undefined) problems.push({ ...where, problem: 'states no licence' });
    else if (!shippable(licence)) problems.push({ ...where, problem: `licence ${licence} may not ship` });
  }
  return { checked: found.size, problems };
}

function report({ checked, problems }) {
  const lines = problems.map(
    (p) =>
      `✗ ${p.name}${p.version ? `@${p.version}` : ''}: ${p.problem}\n    via ${p.chain.join(' > ')}${p.dir ? `\n    at ${p.dir}` : ''}`,
  );
  lines.push(
    `licence check: ${checked} packages checked (production dependencies, transitively), ${problems.length} not allowed to ship`,
  );
  return lines.join('\n');
}

module.exports = { ALLOW_LIST, checkLicences, licenceOf, report, shippable };

if (require.main === module) {
  const result = checkLicences({ root: path.resolve(__dirname, '..') });
  (result.problems.length ? console.error : console.log)(report(result));
  process.exit(result.problems.length ? 1 : 0);
}
