import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * index.html starts with a tiny entry that imports the app (src/app/start.tsx) itself. Pages the server
 * does not render need that code at once, so the shell names it for preloading; the server drops these
 * links from server-rendered pages, which paint without it and fetch it once idle.
 */
function preloadAppStart(): Plugin {
  return {
    name: 'freshprice:preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const start = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/src/app/start.tsx'),
        );
        if (!start || start.type !== 'chunk') throw new Error('The app start chunk is missing from the build');
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(start.fileName);
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, 'data-app-start': true },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [preloadAppStart()])],
  server: {
    // The API (and better-auth under /api/auth) runs on the Node server; the SPA talks to it same-origin.
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
  // The server renderer (src/entry-server.tsx) is one self-contained file: no node_modules needed beside it.
  ssr: { noExternal: true, target: 'node' },
  // React's production build in the server renderer too (it reads NODE_ENV at run time otherwise): 2-3x faster renders.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
      },
}));
