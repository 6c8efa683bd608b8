import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/build/**",
      "**/.react-router/**",
      "data/**",
      "e2e/artifacts/**",
      "**/test-results/**",
      "apps/api/scratch/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      eqeqeq: ["error", "always"],
      "no-console": ["error", { allow: ["info", "warn", "error"] }],
    },
  },
  {
    // Drizzle lives in repositories and the db folder only; routes and services stay free of SQL.
    files: ["apps/api/src/**/*.ts"],
    ignores: ["apps/api/src/db/**", "apps/api/src/**/*.repository.ts", "apps/api/src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*"],
              message: "Query the database in a *.repository.ts file.",
            },
          ],
        },
      ],
    },
  },
  {
    // The domain package is pure: no I/O, no framework.
    files: ["packages/domain/src/**/*.ts"],
    ignores: ["packages/domain/src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["node:*", "fs", "path", "react", "react-*", "fastify", "drizzle-orm", "drizzle-orm/*"],
              message: "packages/domain must stay free of I/O and frameworks.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // ADR 081: react-i18next's hook copies the i18next instance on every call, which slowed server rendering.
    files: ["apps/web/app/**/*.{ts,tsx}"],
    ignores: ["apps/web/app/lib/i18n/use-translation.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-i18next",
              importNames: ["useTranslation"],
              message: "Use useTranslation from app/lib/i18n/use-translation.",
            },
          ],
        },
      ],
    },
  },
  {
    // ADR 083: the API's test files share a module registry per worker, where a mocked module may already be
    // loaded for real. Pass fakes in (config, injected clients, local fake servers) instead.
    files: ["apps/api/**/*.test.ts", "apps/api/test/**/*.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "vi",
          property: "mock",
          message: "API tests share modules (ADR 083): inject a fake instead.",
        },
        {
          object: "vi",
          property: "doMock",
          message: "API tests share modules (ADR 083): inject a fake instead.",
        },
      ],
    },
  },
  {
    files: [
      "**/*.test.{ts,tsx}",
      "e2e/**/*.ts",
      "apps/api/test/**/*.ts",
      "apps/api/bench/**/*.ts",
      "scripts/**",
    ],
    rules: { "@typescript-eslint/no-non-null-assertion": "off", "no-console": "off" },
  },
);
