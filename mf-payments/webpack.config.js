import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '../build/webpack-config.mjs';

export default createWebpackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_payments',
  devPort: 3005,
  exposes: {
    './routes': './src/routes.tsx',
    './PaymentStep': './src/features/payment-step/components/payment-step.tsx',
  },
});
