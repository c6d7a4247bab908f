import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import layers from "./eslint/layers.js";
import tseslint from "typescript-eslint";

/** Every language's strings at once are for build scripts and tests: site code loads one (decision 005). */
const allStrings = {
  group: ["**/i18n/strings/all", "**/strings/all", "./all"],
  message: "Site code loads one language's strings through i18n/i18n.ts (docs/decisions/005).",
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "media/.preview/", ".local/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["src/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A table whose rows a phone lays out as cards (the districts table) restates its roles: screen readers that
      // drop table semantics when CSS changes `display` keep them then (adrianroselli.com, "Tables, CSS Display
      // Properties, and ARIA").
      "jsx-a11y/no-redundant-roles": [
        "error",
        {
          nav: ["navigation"],
          table: ["table"],
          thead: ["rowgroup"],
          tbody: ["rowgroup"],
          tr: ["row"],
          th: ["columnheader", "rowheader"],
          td: ["cell"],
        },
      ],
      // The plugin takes a td for a grid's interactive gridcell; in a data table its role is cell.
      "jsx-a11y/no-interactive-element-to-noninteractive-role": [
        "error",
        { tr: ["none", "presentation"], canvas: ["img"], td: ["cell"] },
      ],
    },
  },
  {
    files: ["src/**"],
    ignores: ["src/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [allStrings] }] },
  },
  {
    // Imports point down the layers of STYLE.md, folder by folder (eslint/layers.js), and never go round in a circle.
    files: ["src/**/*.{ts,tsx}", "scripts/**/*.ts", "server/**/*.{ts,mjs}"],
    plugins: { layers },
    rules: { "layers/downward": "error", "layers/no-cycle": "error" },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-control-regex": "off",
    },
  },
);
