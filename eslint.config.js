import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import storybook from "eslint-plugin-storybook"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/build/**",
      "**/build-*/**",
      "**/dist/**",
      "**/.react-router/**",
      "storybook-static/**",
      "**/test-results/**",
      "**/playwright-report/**",
      ".data/**",
      "apps/web/app/paraglide/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat["recommended-latest"],
  ...storybook.configs["flat/recommended"],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Effects that reset state when a prop changes (closing menus on navigation) are deliberate.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    // The design system takes the site's content as props and imports nothing of the site's
    // (STYLE.md §1, decision 073). Stories may pass the real content (STYLE.md §4). @repo/format
    // holds no facts and imports nothing: how a number is written, shared with content (decision 106).
    files: ["packages/ui/src/**/*.{ts,tsx}"],
    ignores: ["packages/ui/src/**/*.stories.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@repo/(?!ui/|format/)",
              message: "packages/ui imports no other @repo package: take the data as props (decision 073).",
            },
          ],
        },
      ],
    },
  },
  prettier,
)
