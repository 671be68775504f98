// The boundaries the federated design depends on, checked on every `npm test`
// (npm run lint): a remote imports only shared-ui and shared-api (never the
// shell, another remote or the server), so it can be released alone; the shell
// never imports a remote (it loads them at run time); shared-ui and shared-api
// import no app; and in the front end a feature does not import another feature
// (what two features share moves to the package's components/ or lib/, or to
// shared-ui). Server features do use each other, but one way only: each stands on a
// layer and imports only features on lower layers (SERVER_FEATURE_LAYERS), so no two
// import each other; and each writes only its own tables (feature-owns-its-tables).
// React code calls its hooks on every render, in the same order.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { featureOwnsItsTables } from './scripts/eslint/feature-owns-its-tables.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const REMOTES = ['mf-profiles', 'mf-booking', 'mf-chat', 'mf-admin', 'mf-payments'];
const APPS = ['shell', ...REMOTES];
const KIT = ['shared-api', 'shared-ui'];

const packageZones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: ['./shell', './server', './e2e', ...REMOTES.filter((other) => other !== remote).map((other) => `./${other}`)],
    message: 'A remote imports only shared-ui and shared-api (and its own files), so it can be built and released alone.',
  })),
  {
    target: './shell',
    from: ['./server', './e2e', ...REMOTES.map((remote) => `./${remote}`)],
    message: 'The shell loads remotes at run time through the federation runtime, never by import.',
  },
  ...KIT.map((kit) => ({
    target: `./${kit}`,
    from: ['./server', './e2e', ...APPS.map((app) => `./${app}`)],
    message: 'shared-ui and shared-api are the contract every app builds on; they import no app.',
  })),
  {
    target: './federation-plugins',
    from: ['./server', './e2e', ...APPS.map((app) => `./${app}`)],
    message: 'The federation runtime plugins are built into the shell and every remote; they import no app.',
  },
];

/** In each front-end app, src/features/<a> may not import src/features/<b>. */
const featureZones = APPS.flatMap((app) => {
  const featuresDir = path.join(root, app, 'src', 'features');
  if (!fs.existsSync(featuresDir)) return [];
  const features = fs.readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  return features.map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both use to components/ or lib/ (or shared-ui).',
  }));
});

/**
 * The server's features from the ground up: a feature imports only features on the layers
 * below its own (what it needs of one above is a port it declares, which app.ts fills, or an
 * event it listens to). Tests and test helpers may reach across.
 */
const SERVER_FEATURE_LAYERS = [
  ['config', 'health', 'email', 'notifications', 'uploads', 'availability'],
  ['users'],
  ['auth', 'listings', 'chat'],
  ['bookings', 'releases'],
  ['earnings', 'reviews'],
  ['referrals', 'profiles'],
  ['premium', 'admin'],
  ['payments'],
];
const serverFeatureZones = SERVER_FEATURE_LAYERS.flatMap((layer, index) =>
  layer
    .map((feature) => ({
    target: `./server/src/features/${feature}`,
    from: SERVER_FEATURE_LAYERS.slice(index)
      .flat()
      .filter((other) => other !== feature)
      .map((other) => `./server/src/features/${other}`),
    message: 'That feature stands on this layer or above (SERVER_FEATURE_LAYERS): declare the port this feature needs, or listen to its event.',
    }))
    .filter((zone) => zone.from.length > 0),
);

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.tsbuild/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'data/**', 'data-cluster/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...packageZones, ...featureZones] }],
    },
  },
  {
    // A server feature writes only its own tables; the others change through their owner.
    files: ['server/src/features/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-test-helpers.ts'],
    plugins: {
      server: {
        rules: {
          'feature-owns-its-tables': featureOwnsItsTables({
            featuresDir: path.join(root, 'server/src/features'),
            schemaDir: path.join(root, 'server/src/db/schema'),
          }),
        },
      },
    },
    rules: {
      'server/feature-owns-its-tables': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverFeatureZones }],
    },
  },
  {
    // The React code (the server's and the harness's `use(...)` are a pool's, not React's).
    files: [...APPS, ...KIT].map((folder) => `${folder}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // A hook called only on some renders (`a && useX()`) shifts every hook after it when
      // the condition changes: React then reads one hook's state as another's and the page
      // fails ('Cannot read properties of undefined (reading 'length')').
      'react-hooks/rules-of-hooks': 'error',
    },
  },
];
