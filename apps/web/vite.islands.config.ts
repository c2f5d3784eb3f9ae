import { defineConfig } from 'vite';

/**
 * The islands of the server-rendered public pages (src/islands/), built on their own into dist/islands:
 * no React and no plugins, and no module-preload helper, so their entry imports nothing and a page asks
 * for no other script before it has painted (the islands themselves load after that). The server finds
 * the entry through this build's manifest.
 */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: '.vite/islands-manifest.json',
    modulePreload: false,
    rollupOptions: {
      input: { islands: 'src/islands/main.ts' },
      output: { entryFileNames: 'islands/[name]-[hash].js', chunkFileNames: 'islands/[name]-[hash].js' },
    },
  },
});
