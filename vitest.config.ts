import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: one worker on CI's 2 cores, which
    // leaves a core idle while a test waits on a server it spawned, the database or jsdom.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
