import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '../build/webpack-config.mjs';

export default createWebpackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'shell',
  devPort: 3000,
  isHost: true,
});
