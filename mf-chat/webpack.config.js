import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '../build/webpack-config.mjs';

export default createWebpackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_chat',
  devPort: 3003,
  exposes: {
    './routes': './src/routes.tsx',
    './MessageDialog': './src/features/message-dialog/components/message-dialog.tsx',
  },
});
