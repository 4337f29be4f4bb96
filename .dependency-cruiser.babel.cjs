/**
 * How `npm run lint:deps` reads TypeScript. dependency-cruiser parses with the TypeScript compiler's
 * JavaScript API, which TypeScript 7 no longer has, so babel parses each file (TypeScript, and JSX in
 * a .tsx) and this plugin leaves only what the file imports: `import type` and imports used only as
 * types count as much as the others, since a rule is about what a file knows of, not what it loads.
 */
function importsOnly({ types: t }) {
  return {
    name: 'imports-only',
    manipulateOptions(options, parserOptions) {
      parserOptions.plugins.push('typescript');
      if (/\.tsx$/.test(options.filename ?? '')) parserOptions.plugins.push('jsx');
    },
    visitor: {
      Program: {
        exit(program) {
          const sources = [];
          program.traverse({
            'ImportDeclaration|ExportNamedDeclaration|ExportAllDeclaration'(path) {
              if (path.node.source) sources.push(path.node.source.value);
            },
            CallExpression(path) {
              const [first] = path.node.arguments;
              if (t.isImport(path.node.callee) && t.isStringLiteral(first)) sources.push(first.value);
            },
            TSImportType(path) {
              const argument = path.node.argument;
              if (t.isStringLiteral(argument)) sources.push(argument.value);
              else if (t.isTSLiteralType(argument) && t.isStringLiteral(argument.literal)) sources.push(argument.literal.value);
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
