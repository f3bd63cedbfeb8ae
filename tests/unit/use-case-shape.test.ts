import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The shape of a use-case (docs/use-cases.md): `verbNoun(db, actor, input[, now])`. In the domains
// below, an exported function that takes the database and works for the signed-in user takes them
// first and second, as `db` and `actor: TActor`; a function on some user's data names that user by
// what they are (ownerId, readerId, viewerId, authorId), never `userId`, `user` or a user row. Pure
// rules and schemas take no user at all; server actions take their call's input (runAction hands the
// actor). The route handlers and server actions of these domains hand the actor on whole.

const ROOT = process.cwd();
const DOMAINS = ["lessons", "smart-goals", "goals", "program", "ramp", "surveys", "pbis", "curriculum", "schedules", "companies", "comments"];

/** Deliberate exceptions to the parameter rule, by "domain/file:function", each with its reason. */
const EXCEPTIONS: Record<string, string> = {
  "program/access.ts:programSubjectFor":
    "programSubject's rule for a reader given by their row: a program PDF is rendered for the user who made its link, who is not signed in when the link is opened, so there is no actor to pass.",
};

/** Use-cases a route handler or server action still hands `actor.user` or its id, by function, each with its reason. */
const HANDED_THE_USER: Record<string, string> = {};

const NOT_USE_CASES = /(^|\/|-)(rules|schemas|actions)\.tsx?$/;
const USER_NAMES = new Set(["userId", "user", "actorId"]);

type TParam = { name: string; type: string };
type TExported = { key: string; params: TParam[] };

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

function exportedFunctions(domain: string): TExported[] {
  const dir = path.join(ROOT, "lib", domain);
  const out: TExported[] = [];
  for (const file of filesUnder(dir)) {
    const rel = path.relative(dir, file).split(path.sep).join("/");
    if (NOT_USE_CASES.test(rel)) continue;
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const add = (name: string, fn: ts.SignatureDeclarationBase) =>
      out.push({
        key: `${domain}/${rel}:${name}`,
        params: fn.parameters.map((p) => ({ name: p.name.getText(source), type: p.type?.getText(source) ?? "" })),
      });
    for (const statement of source.statements) {
      const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (!exported) continue;
      if (ts.isFunctionDeclaration(statement) && statement.name) add(statement.name.text, statement);
      if (ts.isVariableStatement(statement)) {
        for (const d of statement.declarationList.declarations) {
          if (d.initializer && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer))) add(d.name.getText(source), d.initializer);
        }
      }
    }
  }
  return out;
}

/** What is wrong with a function's parameters under the rule, or null. */
function shapeProblem({ params }: TExported): string | null {
  if (!["db", "tx"].includes(params[0]?.name ?? "")) return null;
  const actorAt = params.findIndex((p) => p.name === "actor");
  if (actorAt !== -1 && actorAt !== 1) return `takes the actor as parameter ${actorAt + 1}, not 2`;
  if (actorAt === 1 && params[1].type !== "TActor") return `types the actor as ${params[1].type}, not TActor`;
  if (params[1] && USER_NAMES.has(params[1].name)) return `takes the acting user as \`${params[1].name}\`, not \`actor: TActor\``;
  const row = params.find((p) => /\bTUserRow\b/.test(p.type));
  if (row) return `takes a user row (\`${row.name}: ${row.type}\`)`;
  return null;
}

/** "file: function" for each call of a domain function, in a route handler or a server action of these domains, that hands it `actor.user` or `actor.user.id`. */
function handedTheUser(): string[] {
  const callers = [
    ...filesUnder(path.join(ROOT, "app/api/v1")).filter((f) => f.endsWith("route.ts")),
    ...DOMAINS.flatMap((d) => filesUnder(path.join(ROOT, "lib", d)).filter((f) => /(^|\/|-)actions\.ts$/.test(f))),
  ];
  const domainImport = new RegExp(`^@/lib/(${DOMAINS.join("|")})/`);
  const found: string[] = [];
  for (const file of callers) {
    const text = readFileSync(file, "utf8");
    const names = new Set<string>();
    for (const m of text.matchAll(/import \{([^}]*)\} from "([^"]+)"/g)) {
      if (!domainImport.test(m[2]) && !m[2].startsWith("./")) continue;
      for (const n of m[1].split(",")) {
        const name = n
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)
          .pop();
        if (name) names.add(name);
      }
    }
    for (const m of text.matchAll(/\b(\w+)\((?:db|tx), actor\.user(?:\.id)?\s*[,)]/g)) {
      if (names.has(m[1])) found.push(`${path.relative(ROOT, file)}: ${m[1]}`);
    }
  }
  return found;
}

describe("use-cases take (db, actor, input[, now])", () => {
  const all = DOMAINS.flatMap(exportedFunctions);

  it("finds the use-cases of every domain (the scan reads what it should)", () => {
    for (const domain of DOMAINS) expect(all.filter((f) => f.key.startsWith(`${domain}/`) && f.params[1]?.name === "actor").length, domain).toBeGreaterThan(0);
    expect(all.map((f) => f.key)).toContain("lessons/queries.ts:listLessons");
  });

  it("takes the acting user second, as `actor: TActor`, and names any other user by what they are", () => {
    const problems = all
      .filter((f) => !(f.key in EXCEPTIONS))
      .flatMap((f) => {
        const problem = shapeProblem(f);
        return problem ? [`${f.key} ${problem}`] : [];
      });
    expect(problems).toEqual([]);
  });

  it("keeps each exception real: the function exists and still needs it", () => {
    for (const key of Object.keys(EXCEPTIONS)) {
      const fn = all.find((f) => f.key === key);
      expect(fn, key).toBeDefined();
      expect(shapeProblem(fn!), key).not.toBeNull();
    }
    expect(Object.keys(HANDED_THE_USER).filter((name) => !handedTheUser().some((o) => o.endsWith(`: ${name}`)))).toEqual([]);
  });

  it("the rule refuses the shapes it names", () => {
    const f = (...params: TParam[]): TExported => ({ key: "x", params: [{ name: "db", type: "TDbOrTx" }, ...params] });
    expect(shapeProblem(f({ name: "actor", type: "TActor" }, { name: "id", type: "number" }))).toBeNull();
    expect(shapeProblem(f({ name: "ownerId", type: "number" }))).toBeNull();
    expect(shapeProblem(f({ name: "userId", type: "number" }))).toMatch(/userId/);
    expect(shapeProblem(f({ name: "actor", type: "TUserRow" }))).toMatch(/TUserRow/);
    expect(shapeProblem(f({ name: "user", type: 'Pick<TUserRow, "logo">' }))).toMatch(/user/);
    expect(shapeProblem(f({ name: "id", type: "number" }, { name: "actor", type: "TActor" }))).toMatch(/parameter 3/);
    expect(shapeProblem({ key: "x", params: [{ name: "row", type: "TUserRow" }] })).toBeNull();
  });

  it("route handlers and server actions of these domains hand the actor on whole, never actor.user or its id", () => {
    expect(handedTheUser().filter((o) => !(o.split(": ")[1] in HANDED_THE_USER))).toEqual([]);
  });
});
