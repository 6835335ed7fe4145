import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  // Brotli and gzip copies of every built text file, served as they are by the API server
  // (@fastify/static preCompressed): visitors download the small ones, at no cost per request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  // @mantine/tiptap sits in the root node_modules, TipTap in this workspace's: resolve TipTap
  // from here so Mantine's editor finds it (and both use one copy).
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm', '@tiptap/react', '@tiptap/extension-link'] },
  server: {
    // The API server (apps/api) listens on 3000 in development.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
