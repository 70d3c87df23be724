import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import agency from './tools/eslint/feature-boundaries.mjs';

/** Which project may import which; test files may also use the testing helpers. */
function moduleBoundaries({ inTests }) {
  const testing = inTests ? ['type:testing'] : [];
  return {
    enforceBuildableLibDependency: true,
    allow: [],
    depConstraints: [
      // The browser bundle may only use the shared contracts, never server code.
      { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:shared'] },
      { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared', ...testing] },
      { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:shared', 'scope:server'] },
      { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
      // Libs never import apps; apps never import each other.
      { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib', ...testing] },
      { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:lib'] },
      { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib', ...testing] },
      { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'] },
    ],
  };
}

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  { ignores: ['**/dist', '**/node_modules', '**/.data', '**/tmp', '**/*.cjs', 'tools/**'] },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', moduleBoundaries({ inTests: false })],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': ['error', moduleBoundaries({ inTests: true })] },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, agency },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Accessibility of the markup (WCAG 2.2 AA is the bar; axe-core checks the rendered pages).
      ...jsxA11y.flatConfigs.recommended.rules,
      // A box that scrolls takes the focus so the keyboard scrolls it (axe: scrollable-region-focusable), named as a
      // region; otherwise only a tab panel, as in the recommended rules.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
      // Features are closed folders: no feature imports another, the rest imports a feature's index only.
      'agency/feature-boundaries': 'error',
    },
  },
];
