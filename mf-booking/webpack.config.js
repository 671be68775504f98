import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '../build/webpack-config.mjs';

export default createWebpackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_booking',
  devPort: 3002,
  exposes: {
    './routes': './src/routes.tsx',
    './BookingWidget': './src/features/booking-widget/components/booking-widget.tsx',
    './BookingTotals': './src/features/booking-totals/components/booking-totals.tsx',
  },
});
