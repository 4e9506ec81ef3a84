// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const webFeaturesDir = 'apps/web/src/features';
const webFeatures = fs.existsSync(webFeaturesDir)
  ? fs
      .readdirSync(webFeaturesDir)
      .filter((name) => fs.statSync(path.join(webFeaturesDir, name)).isDirectory())
  : [];

/**
 * Imports flow one way in the web app: lib/components → features → app.
 * A feature never imports another feature, and nothing below app imports app.
 */
const webBoundaryZones = [
  ...webFeatures.map((feature) => ({
    target: `./${webFeaturesDir}/${feature}`,
    from: `./${webFeaturesDir}`,
    except: [`./${feature}`],
    message: 'A web feature never imports another feature; compose them in src/app.',
  })),
  {
    target: ['./apps/web/src/features', './apps/web/src/lib', './apps/web/src/components'],
    from: './apps/web/src/app',
    message: 'src/app composes features; features and shared code never import it.',
  },
  {
    target: ['./apps/web/src/lib', './apps/web/src/components'],
    from: './apps/web/src/features',
    message: 'Shared code never imports a feature.',
  },
];

/**
 * The server's modules depend one way (docs/architecture.md): each layer may import the
 * layers below it and its own, never one above, with no exception. Reacting upwards goes
 * through events on the bus or ports handed in at start-up (chat's: modules/chat/ports.ts).
 * The composition root (app.ts, main.ts, serve.ts, the CLIs and the cluster) and tests may
 * import anything.
 */
const serverSrc = './apps/server/src';
const serverLayers = [
  ['modules/admin'],
  [
    'modules/interlocutors',
    'modules/safety',
    'modules/ai',
    'modules/payouts',
    'modules/privacy',
    'modules/health',
    'modules/ratings',
    'modules/notifications',
  ],
  ['modules/chat'],
  ['modules/accounts', 'modules/money', 'modules/ledger', 'modules/content', 'modules/audit'],
  ['plugins'],
  ['adapters', 'redis.ts'],
  ['db'],
  ['lib', 'config.ts', 'redis-status.ts'],
];
const layerMessage =
  'A server layer never imports one above it (docs/architecture.md): publish an event or take a port.';
const serverBoundaryZones = serverLayers.flatMap((layer, index) => {
  const above = serverLayers.slice(0, index).flat();
  if (above.length === 0) return [];
  const target = layer.map((place) => `${serverSrc}/${place}`);
  return [{ target, from: above.map((place) => `${serverSrc}/${place}`), message: layerMessage }];
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/.data-*/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['eslint.config.js', 'apps/web/vite.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    // The import rules resolve each import to its file; without TypeScript's extensions a
    // relative import of a .ts or .tsx module went unresolved and the boundary rule below
    // silently let it through.
    settings: {
      // Parse TypeScript modules when following imports (no-cycle reads what they import).
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'import-x/no-duplicates': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
      // Fastify plugins and interface implementations are async by contract.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: webBoundaryZones }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverBoundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: {
      'no-console': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // expect.any() and friends are typed any.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The service worker runs in its own global scope (self, caches, clients).
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  prettier,
);
