import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    // Hashing passwords and spawning servers take time on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
