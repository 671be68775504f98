import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '../build/webpack-config.mjs';

export default createWebpackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_profiles',
  devPort: 3001,
  exposes: {
    './routes': './src/routes.tsx',
  },
  firstScreen: './src/first-screens.tsx',
});
