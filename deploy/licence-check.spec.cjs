const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { checkLicences, report, shippable } = require('../tools/licence-check.cjs');

/** A workspace on disk: its package.json and installed packages ({ 'node_modules/a': manifest, ... }). */
function withTree(rootManifest, packages, check) {
  const dir = mkdtempSync(path.join(tmpdir(), 'licences-'));
  try {
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'shop', ...rootManifest }));
    for (const [where, manifest] of Object.entries(packages)) {
      mkdirSync(path.join(dir, where), { recursive: true });
      writeFileSync(path.join(dir, where, 'package.json'), JSON.stringify({ version: '1.0.0', ...manifest }));
    }
    return check(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('licence check (tools/licence-check.cjs)', () => {
  it('fails on a GPL package deep in the production tree, naming it and the chain that brings it in', () => {
    withTree(
      { dependencies: { web: '1.0.0' }, devDependencies: { 'test-tool': '1.0.0' } },
      {
        'node_modules/web': { name: 'web', license: 'MIT', dependencies: { helper: '1.0.0' } },
        // Nested: the copy `web` resolves, not a hoisted one.
        'node_modules/web/node_modules/helper': { name: 'helper', version: '2.1.0', license: 'GPL-3.0-only' },
        'node_modules/helper': { name: 'helper', license: 'MIT' },
        // Only a dev dependency: does not ship.
        'node_modules/test-tool': { name: 'test-tool', license: 'AGPL-3.0' },
      },
      (root) => {
        const result = checkLicences({ root, allow: [] });
        expect(result.checked).toBe(2);
        expect(result.problems).toEqual([
          {
            name: 'helper',
            version: '2.1.0',
            licence: 'GPL-3.0-only',
            chain: ['shop', 'web', 'helper'],
            dir: path.join('node_modules', 'web', 'node_modules', 'helper'),
            problem: 'licence GPL-3.0-only may not ship',
          },
        ]);
        expect(report(result)).toContain(
          '✗ helper@2.1.0: licence GPL-3.0-only may not ship\n    via shop > web > helper',
        );
        expect(report(result)).toContain('licence check: 2 packages checked');
      },
    );
  });

  it('fails on AGPL, LGPL, SSPL and packages that state no licence; passes a reviewed exception', () => {
    const packages = {
      'node_modules/a': { name: 'a', license: 'AGPL-3.0-or-later' },
      'node_modules/b': { name: 'b', license: 'LGPL-2.1' },
      'node_modules/c': { name: 'c', license: 'SSPL-1.0' },
      'node_modules/d': { name: 'd' },
      'node_modules/e': { name: 'e', licenses: [{ type: 'GPL-2.0' }] },
      'node_modules/f': { name: 'f', license: 'Apache-2.0', peerDependencies: { g: '1' } },
      'node_modules/g': { name: 'g', license: 'SEE LICENSE IN LICENSE.txt' },
    };
    withTree({ dependencies: { a: '1', b: '1', c: '1', d: '1', e: '1', f: '1' } }, packages, (root) => {
      expect(
        checkLicences({ root, allow: [] })
          .problems.map((p) => p.name)
          .sort(),
      ).toEqual(['a', 'b', 'c', 'd', 'e', 'g']);
      const allow = [{ name: 'b', licence: 'LGPL-2.1', reason: 'reviewed' }];
      expect(checkLicences({ root, allow }).problems.map((p) => p.name)).not.toContain('b');
      // An exception is for the licence that was reviewed.
      expect(
        checkLicences({ root, allow: [{ name: 'b', licence: 'MIT', reason: 'wrong' }] }).problems.map((p) => p.name),
      ).toContain('b');
    });
  });

  it('reads SPDX expressions: a choice passes if one side may ship, a combination only if all may', () => {
    expect(shippable('MIT')).toBe(true);
    expect(shippable('(MIT OR GPL-3.0-or-later)')).toBe(true);
    expect(shippable('MIT AND ISC AND BSD-3-Clause')).toBe(true);
    expect(shippable('MIT AND GPL-2.0')).toBe(false);
    expect(shippable('GPL-2.0-only WITH Classpath-exception-2.0')).toBe(false);
    expect(shippable('(LGPL-3.0 OR AGPL-3.0)')).toBe(false);
    expect(shippable('UNLICENSED')).toBe(false);
    expect(shippable('Unlicense')).toBe(true);
  });

  it('passes the workspace as installed', () => {
    const result = checkLicences({ root: path.resolve(__dirname, '..') });
    expect(report(result)).toMatch(/, 0 not allowed to ship$/);
    expect(result.checked).toBeGreaterThan(100);
  });
});
