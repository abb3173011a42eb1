/**
 * Boundaries of the code base, checked by `npm run lint` (docs/architecture.md, "Boundaries").
 * A web feature may use another feature, never the other way round as well: features form a graph
 * without cycles, so each can be read (and moved) from its own folder.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle-between-web-features',
      severity: 'error',
      comment:
        'Two web features import each other (directly or through others). Move what both need to the ' +
        'lower one, or to src/lib or src/ui.',
      scope: 'folder',
      from: { path: '^src/features/[^/]+/?$' },
      to: { path: '^src/features/[^/]+/?$', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(test|fixtures)\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
