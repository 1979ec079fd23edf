/**
 * The house's shape, checked by `npm run lint` (decision 0067): no import circle, and no import
 * from a lower layer to a higher one. From the bottom up:
 *   engine    src/engine, src/games/<game>/engine: the rules, pure TypeScript;
 *   shared    src/shared, src/games/<game>/words: words, references and formats every program reads;
 *   programs  src/renderer with src/games/<game>/screens (the app's pages), and beside it
 *             src/main, src/preload, src/cli and src/sync-server, which never import a page.
 * Type-only and lazy imports count as imports: a circle through them is still a circle to read.
 */
const engine = '^src/(engine|games/[^/]+/engine)/'
const shared = '^src/(shared|games/[^/]+/words)/'
const screens = '^src/(renderer|games/[^/]+/screens)/'
const otherPrograms = '^src/(main|preload|cli|sync-server)/'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A module may not import itself through others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-imports-engine-only',
      comment: 'The rules run unchanged everywhere: they import no words, page or program.',
      severity: 'error',
      from: { path: engine },
      to: { path: '^src/', pathNot: engine },
    },
    {
      name: 'shared-imports-no-program',
      comment: 'What every program reads may not depend on one program.',
      severity: 'error',
      from: { path: shared },
      to: { path: '^src/', pathNot: `${engine}|${shared}` },
    },
    {
      name: 'programs-import-no-page',
      comment: 'The main process, the preload, the command line and the server have no pages.',
      severity: 'error',
      from: { path: otherPrograms },
      to: { path: screens },
    },
    {
      name: 'pages-import-no-other-program',
      comment: 'The app reaches the main process through the preload bridge only.',
      severity: 'error',
      from: { path: screens },
      to: { path: otherPrograms },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports are part of the shape too.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.vue', '.js', '.mjs', '.json'] },
  },
}
