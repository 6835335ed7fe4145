/**
 * Import rules checked by `npm run lint` (depcruise): no cycles, between modules or between
 * folders, and no shipped code that reaches into tests.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other can only be understood, tested and loaded together.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-folders',
      severity: 'error',
      comment:
        'A folder is one layer: when two folders import each other, neither can be read on its own.',
      scope: 'folder',
      from: {
        // Out of scope for now: apps/api/src lib, db and plugins import each other (lib/sorting.ts
        // and lib/sessions.ts read the database and throw plugins/errors.ts errors, db/client.ts
        // uses lib/private-files.ts). Cycles between their modules are still refused above.
        pathNot: '^apps/api/src/(lib|db|plugins)$',
      },
      to: { circular: true },
    },
    {
      name: 'no-test-code-in-src',
      severity: 'error',
      comment: 'Shipped code must not depend on tests, their helpers or their fixtures.',
      from: { path: '^(apps|packages)/[^/]+/src/' },
      to: { path: ['^(apps|packages)/[^/]+/test/', '^e2e/', '\\.(test|spec)\\.tsx?$'] },
    },
  ],
  options: {
    exclude: { path: ['node_modules', '/dist/', '/dist-ssr/', '^e2e/output/', '^test-results/'] },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a cycle of types still ties the modules together.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
