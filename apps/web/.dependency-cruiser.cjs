/**
 * Boundaries of the web app, checked by `npm run lint` through scripts/boundaries.mjs
 * (docs/architecture.md, "Boundaries"). Layers, from the bottom: src/lib, src/ui, src/features/*,
 * the pages (src/areas/*), the app (src/app: router, providers; src/ssr). A layer imports only the ones
 * below it, and features import each other without cycles: that check is the script's
 * (`no-cycle-between-web-features`), since dependency-cruiser finds cycles between modules or between
 * folders, not between features made of several folders.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'lib-and-ui-import-no-feature',
      severity: 'error',
      comment:
        'src/lib and src/ui are the building blocks every feature uses: they import no feature, page, ' +
        'router or server-drawing code. Move what they need down to src/lib (or src/ui), or pass it in.',
      from: { path: '^src/(lib|ui)/' },
      to: { path: '^src/(features|areas|app|ssr)/' },
    },
    {
      name: 'lib-imports-no-ui',
      severity: 'error',
      comment:
        'src/lib is the bottom layer: no components. Move the piece to src/ui, or the logic to src/lib.',
      from: { path: '^src/lib/' },
      to: { path: '^src/ui/' },
    },
    {
      name: 'features-import-no-page',
      severity: 'error',
      comment:
        'A feature imports no page (src/areas), no server-drawing code (src/ssr) and nothing of src/app ' +
        'but the route names: the page passes what the feature needs (a prop, a component).',
      from: { path: '^src/features/' },
      to: { path: '^src/(areas|ssr|app)/', pathNot: '^src/app/route-names\\.ts$' },
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
