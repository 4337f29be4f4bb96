/**
 * The import rules `npm run lint:deps` holds the code to. docs/architecture.md names the layers;
 * docs/decisions/0244-server-modules-keep-to-themselves.md says why the server's modules meet only
 * at their `index.ts`.
 *
 * No rule names a ring of modules: each module's index.ts also gives its routes, which reach the
 * module's files, so two modules that need each other close a ring of files through their indexes,
 * and no-circular refuses it.
 *
 * TypeScript 7 has no JavaScript API for dependency-cruiser to parse with: babel reads the files
 * (`.dependency-cruiser.babel.cjs`), and @swc/core is installed only because dependency-cruiser
 * takes up a .ts or .tsx file when it finds that or an older TypeScript.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A file that reaches itself through its imports cannot be loaded, tested or moved alone. ' +
        'Move the shared part to a file both import, or pass it in.',
      from: { path: '^(server|src|renderers|scripts)/' },
      to: { circular: true },
    },
    {
      name: 'server-lib-imports-no-module',
      severity: 'error',
      comment: 'server/lib holds what several modules share; it sits below every module and knows none.',
      from: { path: '^server/lib/' },
      to: { path: '^server/modules/' },
    },
    {
      name: 'server-http-imports-no-module',
      severity: 'error',
      comment:
        'server/http is the platform layer under the modules. What it needs of a domain lives in ' +
        'server/lib or is handed to it by server/app.ts, the composition root.',
      from: { path: '^server/http/' },
      to: { path: '^server/modules/' },
    },
    {
      name: 'server-live-imports-no-module',
      severity: 'error',
      comment:
        'server/live hears of changes as the database says them (notices at commit), never from a ' +
        "module's code: any process's change reaches it the same way.",
      from: { path: '^server/live/' },
      to: { path: '^server/modules/' },
    },
    {
      name: 'module-through-its-index',
      severity: 'error',
      comment:
        "A module's files are private. Another module imports only its index.ts, which says " +
        'what it offers; a file inside a module may import its own files freely.',
      from: { path: '^server/modules/([^/]+)/' },
      to: {
        path: '^server/modules/[^/]+/',
        pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/index\\.ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|src/generated|dist)/' },
    babelConfig: { fileName: '.dependency-cruiser.babel.cjs' },
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
