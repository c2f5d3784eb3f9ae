import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    // The API (and better-auth under /api/auth) runs on the Node server; the SPA talks to it same-origin.
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
