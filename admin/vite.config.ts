import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server serves dist/index.html at /login and /admin-dashboard/*, and dist/admin-assets/* as is.
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'admin-assets',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/uploads': 'http://127.0.0.1:3000',
    },
  },
});
