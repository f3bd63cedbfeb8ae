import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";

// The import floors of the layers, as eslint.config.mjs enforces them: db/ imports nothing from
// lib/ (but lib/env), components/ or app/; lib/ imports nothing from components/ or app/; a client
// component imports no value from db/. Each case lints a few lines under a path of that layer.

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filename: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: filename });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "scuta/no-db-in-client-components").map((m) => m.ruleId as string);
}

describe("import boundaries", () => {
  it("db/ imports nothing from lib/, components/ or app/, except lib/env", async () => {
    expect(await boundaryErrors("db/schema/probe.ts", 'import { ROLE } from "@/lib/auth/roles";\nexport const r = ROLE;\n')).toEqual(["no-restricted-imports"]);
    expect(await boundaryErrors("db/schema/probe.ts", 'import { ROLE } from "../../lib/auth/roles";\nexport const r = ROLE;\n')).toEqual(["no-restricted-imports"]);
    expect(await boundaryErrors("db/probe.ts", 'import { Button } from "@/components/ui/button";\nexport const b = Button;\n')).toEqual(["no-restricted-imports"]);
    expect(await boundaryErrors("db/probe.ts", 'import { env } from "@/lib/env";\nexport const e = env;\n')).toEqual([]);
  }, 60_000);

  it("the seed step may use lib/'s rules, but not components/ or app/", async () => {
    expect(await boundaryErrors("db/seed/probe.ts", 'import { ROLE } from "@/lib/auth/roles";\nexport const r = ROLE;\n')).toEqual([]);
    expect(await boundaryErrors("db/seed/probe.ts", 'import page from "@/app/page";\nexport const p = page;\n')).toEqual(["no-restricted-imports"]);
  }, 60_000);

  it("lib/ imports nothing from components/ or app/", async () => {
    expect(await boundaryErrors("lib/calendar/probe.ts", 'import { Button } from "@/components/ui/button";\nexport const b = Button;\n')).toEqual(["no-restricted-imports"]);
    expect(await boundaryErrors("lib/calendar/probe.ts", 'import { x } from "../../app/x";\nexport const y = x;\n')).toEqual(["no-restricted-imports"]);
  }, 60_000);

  it("a client component imports no value from db/; a type-only import, or the same import in a server module, passes", async () => {
    const value = 'import { users } from "@/db/schema";\nexport const u = users;\n';
    expect(await boundaryErrors("components/calendar/probe.tsx", `"use client";\n\n${value}`)).toEqual(["scuta/no-db-in-client-components"]);
    expect(await boundaryErrors("components/calendar/probe.tsx", `"use client";\n\nimport { events } from "../../db/schema/calendar";\nexport const e = events;\n`)).toEqual([
      "scuta/no-db-in-client-components",
    ]);
    expect(await boundaryErrors("components/calendar/probe.tsx", `"use client";\n\nimport type { TUserRow } from "@/db/schema";\nexport type T = TUserRow;\n`)).toEqual([]);
    expect(await boundaryErrors("components/calendar/probe.tsx", value)).toEqual([]);
  }, 60_000);
});
