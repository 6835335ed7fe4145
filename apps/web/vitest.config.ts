import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // See vite.config.ts: Mantine's editor must find this workspace's TipTap.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm', '@tiptap/react', '@tiptap/extension-link'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // Files share their worker's module cache, so Mantine and React load once per worker, not
    // once per file (half the time); test/setup.ts gives each file fresh app modules.
    isolate: false,
    // Bundled by Vite (not loaded by Node) so the dedupe above applies to its imports.
    server: { deps: { inline: ['@mantine/tiptap'] } },
  },
});
