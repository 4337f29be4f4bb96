// The linter (`npm run lint`): typescript-eslint's type-checked rules, the rules of React's hooks and
// jsx-a11y's accessibility rules, over every file of the repository but what a tool writes.
// typescript-eslint reads types through TypeScript's JavaScript API, which TypeScript 7 does not
// have: `typescript` is TypeScript 6 for it, and `tsc` is TypeScript 7 (docs/decisions/0245).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  {
    // Written by tools, never by hand: the build (vite), the generated types and validators
    // (scripts/gen.ts), and what tests, screenshots and benchmarks leave behind (.gitignore).
    ignores: ['dist/', 'src/generated/', 'data/', '.tmp/', 'shots/'],
  },
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The files of tsconfig.json; the few outside it (this file, JavaScript configs at the
        // root) are read in a project of TypeScript's defaults.
        projectService: { allowDefaultProject: ['*.js', '*.cjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A name starting with `_` says "taken on purpose, not used": a parameter a signature
      // requires, a fixture a test must start; and the properties named beside a rest element are
      // the ones the rest leaves out.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    rules: {
      // As recommended (a tab panel may take the focus), and a region too: a region that scrolls
      // (a wide table, the vendor ticker, the console's preview) must take the focus so a keyboard
      // can scroll it, which axe's scrollable-region-focusable asks of every page the tests load.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
);
