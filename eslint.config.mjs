// npm run lint. Next's rules (core web vitals, React, hooks, accessibility), typescript-eslint's
// recommended set, and the import floors of the layers:
//   db/ imports nothing from lib/, components/ or app/ (the seed step, db/seed/, may use lib/'s
//   rules; lib/env.ts, the one reader of process.env, is the exception every layer may import);
//   lib/ imports nothing from components/ or app/;
//   a client component ("use client") imports no value from db/ (types are erased: they may).
// Run-time import cycles, and client components reaching drizzle through other modules, are
// checked by `npm run cycles` (scripts/cycles.mjs).
import path from "node:path";
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const root = import.meta.dirname;

/** True when `source`, imported from `filename`, is a module under db/. */
function isDbModule(source, filename) {
  if (source === "@/db" || source.startsWith("@/db/")) return true;
  if (!source.startsWith(".")) return false;
  const target = path.relative(root, path.resolve(path.dirname(filename), source));
  return target === "db" || target.startsWith(`db${path.sep}`);
}

// A client component is bundled for the browser: a value imported from db/ carries drizzle and the
// table definitions with it. Column values the browser needs live in plain modules
// (lib/<domain>/constants.ts).
const noDbInClientComponents = {
  meta: {
    type: "problem",
    docs: { description: 'A "use client" module imports no value from db/ (import type is allowed).' },
    messages: { db: 'A client component imports no value from db/ ("{{source}}"): import the value from a plain module such as lib/<domain>/constants.ts, or use `import type`.' },
    schema: [],
  },
  create(context) {
    const directives = [];
    for (const statement of context.sourceCode.ast.body) {
      if (statement.type !== "ExpressionStatement" || typeof statement.directive !== "string") break;
      directives.push(statement.directive);
    }
    if (!directives.includes("use client")) return {};
    const check = (node, source, typeOnly) => {
      if (typeof source === "string" && !typeOnly && isDbModule(source, context.filename)) context.report({ node, messageId: "db", data: { source } });
    };
    return {
      ImportDeclaration(node) {
        const allTypes = node.specifiers.length > 0 && node.specifiers.every((s) => s.type === "ImportSpecifier" && s.importKind === "type");
        check(node, node.source.value, node.importKind === "type" || allTypes);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === "type");
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, node.exportKind === "type");
      },
      ImportExpression(node) {
        if (node.source.type === "Literal") check(node, node.source.value, false);
      },
    };
  },
};

const REACT_COMPILER_RULES = [
  "static-components",
  "use-memo",
  "preserve-manual-memoization",
  "incompatible-library",
  "immutability",
  "globals",
  "refs",
  "set-state-in-effect",
  "error-boundaries",
  "purity",
  "set-state-in-render",
  "unsupported-syntax",
  "config",
  "gating",
];

/** An import path into one of the project's top folders, by alias or relative path. */
const into = (folders) => `^(@/|(\\.\\./)+)(${folders})(/|$)`;

export default defineConfig([
  globalIgnores([".next/**", ".next-*/**", "out/**", "build/**", "next-env.d.ts", ".data/**", "test-results/**", "playwright-report/**", "db/migrations/**", "public/**"]),
  ...nextVitals,
  ...nextTypescript,
  {
    plugins: { scuta: { rules: { "no-db-in-client-components": noDbInClientComponents } } },
    rules: {
      "scuta/no-db-in-client-components": "error",
      // Unused imports and variables are reported, not failed: a few files still carry some, and
      // their owners remove them; names starting with "_" are deliberately unused.
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      // The rule guards the Pages Router's links (this app has no pages/). The app's plain <a> to its
      // own pages are deliberate full loads: the global 404 page renders outside the router, and
      // after a password change the login page starts afresh.
      "@next/next/no-html-link-for-pages": "off",
      // The React Compiler's rules: this app does not compile with the React Compiler, and these
      // rules run it on every file (about 70% of the lint time) to report what it would not
      // optimise. rules-of-hooks and exhaustive-deps stay on.
      ...Object.fromEntries(REACT_COMPILER_RULES.map((rule) => [`react-hooks/${rule}`, "off"])),
    },
  },
  {
    // useOfTime, useOfTimeSql, useOfTimeSeries are "use of time" report queries, not React hooks.
    files: ["lib/**/*.ts", "db/**/*.ts", "bench/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Tests render components with createElement(Component, { children }) on purpose.
    files: ["tests/**/*.{ts,tsx}"],
    rules: { "react/no-children-prop": "off" },
  },
  {
    files: ["db/**/*.{ts,tsx,mts,mjs}"],
    ignores: ["db/seed/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: `^(@/|(\\.\\./)+)lib/(?!env$)`, message: "db/ imports nothing from lib/ (only lib/env, the reader of process.env): move the shared piece into db/ or pass it in." },
            { regex: into("components|app"), message: "db/ imports nothing from components/ or app/." },
          ],
        },
      ],
    },
  },
  {
    files: ["db/seed/**/*.{ts,tsx,mts,mjs}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: into("components|app"), message: "The seed step imports nothing from components/ or app/." }] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    ignores: ["components/ui/app-link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use @/components/ui/app-link: it prefetches a page when the pointer rests on its link, not every link a page shows." }] },
      ],
    },
  },
  {
    files: ["lib/**/*.{ts,tsx,mts,mjs}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: into("components|app"), message: "lib/ imports nothing from components/ or app/: move the shared piece into lib/." }] }],
    },
  },
]);
