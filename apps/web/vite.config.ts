import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // @mantine/tiptap sits in the root node_modules, TipTap in this workspace's: resolve TipTap
  // from here so Mantine's editor finds it (and both use one copy).
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm', '@tiptap/react', '@tiptap/extension-link'] },
  server: {
    // The API server (apps/api) listens on 3000 in development.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
