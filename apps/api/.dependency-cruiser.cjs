/**
 * Boundaries of the API, checked by `npm run lint` through scripts/boundaries.mjs (docs/architecture.md,
 * "Boundaries"). Each module (`src/modules/<module>/`) has one public entry, its `index.ts`: another
 * module, and the code outside the modules (app, routes, server, plugins, cli), import a module only
 * through it. Inside a module, and from any module to `src/lib`, `src/db`, `src/plugins` or
 * `@souk/domain`, imports are free (but not through the module's own index). Modules import each other
 * without cycles (this file's rule on files; scripts/boundaries.mjs on the graph of the modules).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-module-through-its-index',
      severity: 'error',
      comment:
        "A module reaches another module only through that module's index.ts (its public entry). Export " +
        'what is meant to be shared from there, or move a helper many modules use to src/lib.',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'api-outside-through-module-index',
      severity: 'error',
      comment:
        'The app, its routes, server, plugins and cli reach a module only through its index.ts (its public entry).',
      from: { pathNot: '^src/modules/' },
      to: { path: '^src/modules/', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'api-lib-and-db-import-no-module',
      severity: 'error',
      comment:
        'src/lib and src/db are what every module builds on: they import no module. Move the piece down, or pass it in.',
      from: { path: '^src/(lib|db)/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'api-no-cycle-between-modules',
      severity: 'error',
      comment:
        'Modules import each other without cycles: if orders uses coupons, nothing in coupons may use orders, ' +
        'directly or through other modules (an index.ts re-exporting a file that imports back counts). Keep one ' +
        'direction: move what both need to the lower module or to src/lib.',
      from: { path: '^src/modules/([^/]+)/' },
      // Only the imports leaving the module that close a cycle; the script names the cycle of modules.
      to: { pathNot: '^src/modules/$1/', circular: true, via: { pathNot: '^src/modules/$1/' } },
    },
    {
      name: 'api-module-not-through-its-own-index',
      severity: 'error',
      comment:
        "Inside a module, files import each other directly: the module's own index.ts re-exports them, " +
        'so importing it from inside makes a cycle.',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/$1/index\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(test|fixtures)\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs'] },
  },
};
