import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    {
      // Pages arrive drawn by the server, so every public screen's styles must be in the first
      // stylesheet (publicStyles.ts imports them all). Vite marks CSS modules free of side
      // effects, which would let the bundler drop those imports (and their CSS) as unused.
      name: 'keep-public-screen-styles',
      enforce: 'post',
      transform(code, id) {
        if (/\/src\/public\/.*\.module\.css$/.test(id)) {
          return { code, moduleSideEffects: 'no-treeshake' };
        }
      },
    },
    {
      // The entry script is started by src/start-app.js once the page is loaded and painted, so
      // the page the server drew shows before any script runs: the islands entry on public pages
      // the server drew, the app on the others (docs/decisions/147-public-islands.md). It is
      // written into the page (no request of its own); the server allows it by its hash
      // (docs/decisions/150-first-paint.md).
      name: 'start-after-first-paint',
      transformIndexHtml: {
        order: 'post',
        handler: (html, { bundle }) => {
          const islands = Object.values(bundle ?? {}).find(
            (chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.name === 'islands',
          );
          return html.replace(
            /<script type="module" crossorigin src="([^"]+)"><\/script>/,
            [
              '<meta name="app-entry" content="$1">',
              islands ? `<meta name="islands-entry" content="/${islands.fileName}">` : '',
              `<script>${startApp()}</script>`,
            ]
              .filter(Boolean)
              .join('\n    '),
          );
        },
      },
    },
    // Brotli and gzip copies of every built text file, served as they are by the API server
    // (@fastify/static preCompressed): visitors download the small ones, at no cost per request.
    ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'] })]),
  ],
  // @mantine/tiptap sits in the root node_modules, TipTap in this workspace's: resolve TipTap
  // from here so Mantine's editor finds it (and both use one copy).
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm', '@tiptap/react', '@tiptap/extension-link'] },
  server: {
    // The API server (apps/api) listens on 3000 in development.
    proxy: { '/api': 'http://localhost:3000' },
  },
  // The server-side build (src/server.tsx, run by the API server) carries its own copy of every
  // library: one file, only what the public screens use, and no reliance on node_modules layout.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // The app (index.html) and the public pages' islands (docs/decisions/147-public-islands.md).
        rollupOptions: { input: { index: 'index.html', islands: 'src/public/islands/index.ts' } },
      },
}));

/** src/start-app.js minified, as it goes into the page. */
function startApp() {
  const source = readFileSync(new URL('./src/start-app.js', import.meta.url), 'utf8');
  return minifySync('start-app.js', source, {}).code.trim();
}
