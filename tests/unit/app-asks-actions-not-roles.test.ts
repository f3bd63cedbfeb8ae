import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Pages, layouts and route handlers decide access by asking the access table (can, scopeOf,
// guardArea, withApi's access) for a named action; none of them writes a role id. A role's name
// for display comes from roleKey, which names no role.

const ROOT = path.resolve(__dirname, "../..");

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const APP_FILES = sourcesUnder(path.join(ROOT, "app")).map((f) => ({ file: path.relative(ROOT, f).split(path.sep).join("/"), text: readFileSync(f, "utf8") }));

/** `import { ROLE … } from "@/lib/auth/roles"` (ROLE itself, not ROLE_IDS or roleKey). */
const IMPORTS_ROLE = /import\s*\{[^}]*\bROLE\b[^}]*\}\s*from\s*["'][^"']*auth\/roles["']/;
/** A role id compared or listed in code: `roleId === 3`, `5 !== user.roleId`, `[2, 9].includes(user.roleId)`. */
const NAMES_ROLE_ID = [
  /\b(?:roleId|role_id)\s*(?:===|!==|==|!=)\s*\d/,
  /\b\d+\s*(?:===|!==|==|!=)\s*(?:[\w.]+\.)?(?:roleId|role_id)\b/,
  /\[\s*\d+(?:\s*,\s*\d+)*\s*\]\s*(?:as\s+[\w[\]]+\s*)?\)?\.includes\(\s*[\w.]*(?:roleId|role_id)\s*\)/,
];

describe("app/ asks the access table, never a role", () => {
  it("the scan sees the pages, layouts and route handlers", () => {
    expect(APP_FILES.some((f) => f.file === "app/(app)/app/dashboard/page.tsx")).toBe(true);
    expect(APP_FILES.some((f) => f.file === "app/(app)/app/layout.tsx")).toBe(true);
    expect(APP_FILES.filter((f) => f.file.endsWith("/route.ts")).length).toBeGreaterThan(50);
  });

  it("the patterns catch an import of ROLE and a compared role id", () => {
    expect(IMPORTS_ROLE.test('import { ROLE, roleKey } from "@/lib/auth/roles";')).toBe(true);
    expect(IMPORTS_ROLE.test('import { ROLE_IDS, roleKey } from "@/lib/auth/roles";')).toBe(false);
    expect(NAMES_ROLE_ID.some((re) => re.test("if (user.roleId === 3) return null;"))).toBe(true);
    expect(NAMES_ROLE_ID.some((re) => re.test("[2, 9].includes(actor.user.roleId)"))).toBe(true);
    expect(NAMES_ROLE_ID.some((re) => re.test('can(user, "dashboard.read")'))).toBe(false);
  });

  it("no file under app/ imports ROLE", () => {
    expect(APP_FILES.filter((f) => IMPORTS_ROLE.test(f.text)).map((f) => f.file)).toEqual([]);
  });

  it("no file under app/ names a role id", () => {
    expect(APP_FILES.filter((f) => NAMES_ROLE_ID.some((re) => re.test(f.text))).map((f) => f.file)).toEqual([]);
  });
});
