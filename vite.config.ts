import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    // `vite` alone serves the site with hot reload and sends API calls to `npm start` on 8080.
    proxy: { '/wps': 'http://localhost:8080', '/lgw': 'http://localhost:8080', '/dev': 'http://localhost:8080' },
  },
});
