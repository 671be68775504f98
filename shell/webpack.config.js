import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '../build/webpack-config.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default createWebpackConfig({
  appDir,
  name: 'shell',
  devPort: 3000,
  isHost: true,
  staticFiles: [
    { from: path.join(appDir, '..', 'shared-ui', 'assets', 'default-avatar.svg'), to: 'assets/default-avatar.svg' },
    { from: path.join(appDir, 'src', 'assets', 'logo.svg'), to: 'favicon.svg' },
  ],
  // Public pages sent as HTML (server/src/plugins/static.ts) and hydrated by bootstrap.tsx.
  prerender: { entry: './src/prerender/prerender-page.tsx', pages: ['/home', '/login', '/register'] },
});
