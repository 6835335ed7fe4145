/**
 * Dead code check for `npm run lint`: files, exports and dependencies nothing uses. The Vite,
 * Vitest, Playwright and ESLint plugins add their configs, tests and specs as entry points.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs', 'bench/*.ts'],
      project: ['scripts/**/*.mjs', 'bench/**/*.ts', '*.{js,ts}'],
    },
    'apps/api': {
      // Entry points come from package.json scripts: src/main.ts, src/backup/cli.ts; migrations
      // are read from their folder (src/db/migrate.ts).
      entry: ['src/db/migrations/*.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts'],
    },
    'apps/web': {
      // src/main.tsx comes from index.html; src/server.tsx is loaded by the API server;
      // src/start-app.js is written into index.html by vite.config.ts.
      entry: ['src/server.tsx', 'src/start-app.js'],
      project: ['src/**/*.{ts,tsx,js}', 'test/**/*.{ts,tsx}'],
    },
    'packages/contracts': {
      // Only this repository imports the contracts: an export none of it uses is dead.
      includeEntryExports: true,
      project: ['src/**/*.ts', 'test/**/*.ts'],
    },
    e2e: {
      project: ['**/*.ts'],
    },
  },
};

export default config;
