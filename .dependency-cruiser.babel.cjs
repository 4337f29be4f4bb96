/**
 * How `npm run lint:deps` reads TypeScript. dependency-cruiser parses with the TypeScript compiler's
 * JavaScript API, which TypeScript 7 no longer has, so babel parses each file (TypeScript, and JSX in
 * a .tsx) and this plugin leaves only what the file imports: `import type` and imports used only as
 * types count as much as the others, since a rule is about what a file knows of, not what it loads.
 */
/**
 * @param {{ types: typeof import('@babel/types') }} babel the parts of babel's plugin API this plugin uses
 * @returns {import('@babel/core').PluginObj}
 */
function importsOnly({ types: t }) {
  return {
    name: 'imports-only',
    /**
     * @param {{ filename?: string | null }} options
     * @param {{ plugins: string[] }} parserOptions
     */
    manipulateOptions(options, parserOptions) {
      parserOptions.plugins.push('typescript');
      if (/\.tsx$/.test(options.filename ?? '')) parserOptions.plugins.push('jsx');
    },
    visitor: {
      Program: {
        exit(program) {
          /** @type {string[]} */
          const sources = [];
          program.traverse({
            /** @param {import('@babel/traverse').NodePath<import('@babel/types').ImportDeclaration | import('@babel/types').ExportNamedDeclaration | import('@babel/types').ExportAllDeclaration>} path */
            'ImportDeclaration|ExportNamedDeclaration|ExportAllDeclaration'(path) {
              if (path.node.source) sources.push(path.node.source.value);
            },
            CallExpression(path) {
              const [first] = path.node.arguments;
              if (t.isImport(path.node.callee) && t.isStringLiteral(first)) sources.push(first.value);
            },
            TSImportType(path) {
              // A string literal in babel 7, one inside a literal type in babel 8.
              const argument = /** @type {import('@babel/types').Node} */ (path.node.argument);
              if (argument.type === 'StringLiteral') sources.push(argument.value);
              else if (argument.type === 'TSLiteralType' && argument.literal.type === 'StringLiteral') sources.push(argument.literal.value);
            },
          });
          program.node.body = [...new Set(sources)].map((source) => t.importDeclaration([], t.stringLiteral(source)));
          program.node.directives = [];
          program.skip();
        },
      },
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  sourceType: 'module',
  plugins: [importsOnly],
};
