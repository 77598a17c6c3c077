import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // Readable at a glance: no line over 160 characters. Prettier wraps code at 120 but cannot wrap strings, comments
    // or SQL, so those count too; only the generated API types are exempt.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['apps/web/src/lib/api-schema.d.ts'],
    rules: {
      'max-len': ['error', { code: 160, tabWidth: 2 }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // One home per rule: the web asks lib/permissions.ts what the viewer may do, never compares roles itself
    // (docs/decisions/043-one-home-per-rule.md).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/permissions.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "BinaryExpression[operator=/^[!=]==?$/]:matches([left.name='role'], [left.property.name='role'], " +
            "[left.expression.property.name='role'], [right.name='role'], [right.property.name='role'], " +
            "[right.expression.property.name='role'])",
          message:
            'Ask usePermissions() / permissionsOf() (apps/web/src/lib/permissions.ts) instead of comparing roles.',
        },
      ],
    },
  },
  {
    // The server likewise: a role is asked through the shared role rules or a policy, never compared in place.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*.fixtures.ts', 'apps/server/src/seed/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "BinaryExpression[operator=/^[!=]==?$/]:matches([left.name='role'], [left.property.name='role'], " +
            "[left.expression.property.name='role'], [right.name='role'], [right.property.name='role'], " +
            "[right.expression.property.name='role'])",
          message: 'Ask the role rules (packages/shared/src/role-rules.ts) or a policy instead of comparing roles.',
        },
      ],
    },
  },
  {
    // Features never import each other; the app layer combines them (docs/architecture.md#rule-2-layers).
    files: ['apps/web/src/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\./)',
              message: 'Features do not import each other; combine them in src/app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*service.ts', 'apps/server/src/policies/**/*.ts'],
    rules: {
      // Services and policies know nothing of HTTP (docs/architecture.md#rule-2-layers).
      'no-restricted-imports': ['error', { paths: ['fastify'], patterns: ['fastify-*', '@fastify/*', '**/plugins/*'] }],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@netclass/server', '@netclass/web', '**/apps/**'] }],
    },
  },
);
