import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    // Hashing passwords and spawning servers take time on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share their worker's modules (Fastify, Kysely, sharp load once per worker, not once per
    // file: a fifth of the run). Each file still builds its own app on its own database, and no
    // module keeps state of its own between apps.
    isolate: false,
  },
});
