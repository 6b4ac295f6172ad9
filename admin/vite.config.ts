import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server serves dist/index.html at /login and /admin-dashboard/*, and dist/admin-assets/* as is.
// `npm run dev` runs this config on Vite's dev server behind the same paths (scripts/dev/front-door.ts).
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'admin-assets',
    emptyOutDir: true,
  },
});
