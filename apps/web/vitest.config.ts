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
    // A hang guard, not a speed check: a screen test drives a whole form in jsdom, which is CPU
    // work, and a busy 2-core machine runs it several times slower than an idle one (speed is
    // measured by the bench scripts). Tests wait for states; this only ends one that never gets there.
    testTimeout: 20_000,
    // Files share their worker's module cache, so Mantine and React load once per worker, not
    // once per file (half the time); test/setup.ts gives each file fresh app modules.
    isolate: false,
    // Bundled by Vite (not loaded by Node) so the dedupe above applies to its imports.
    server: { deps: { inline: ['@mantine/tiptap'] } },
  },
});
