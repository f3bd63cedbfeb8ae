import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// The inventory of every entry point that asks the access table: each app/**/route.ts handler and
// each exported server action ("use server" files under app/ and lib/), with the access it declares,
// read from the source. Node only (the matrix script and the tests); the table itself stays pure.

export type TDeclared = { kind: "action"; actions: string[] } | { kind: "open"; access: "public" | "user" } | { kind: "none" };

export type TEntry = { file: string; name: string; declared: TDeclared };

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;

function walk(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      if (name === "node_modules" || name.startsWith(".")) return [];
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return walk(full, keep);
      return keep(name) ? [full] : [];
    });
}

/** The action names in an `access:` value or an assertCan argument: "a.b" or ["a.b", "c.d"]. */
function namesIn(value: string): string[] {
  return [...value.matchAll(/"([a-zA-Z][\w.]*)"/g)].map((m) => m[1]);
}

function declaredIn(text: string): TDeclared {
  const access = /\baccess:\s*("[^"]*"|\[[^\]]*\])/.exec(text);
  if (access) {
    const names = namesIn(access[1]);
    if (names.length === 1 && (names[0] === "public" || names[0] === "user")) return { kind: "open", access: names[0] };
    return { kind: "action", actions: names };
  }
  const asserted = [...text.matchAll(/\bassertCan\([^,()]+(?:\([^)]*\))?,\s*("[^"]*"|\[[^\]]*\])/g)].flatMap((m) => namesIn(m[1]));
  if (asserted.length) return { kind: "action", actions: [...new Set(asserted)] };
  return { kind: "none" };
}

/** Top-level functions of a file: name → source text (a body ends at the first line that is a lone "}"). */
function topLevelFunctions(source: string): Map<string, string> {
  const out = new Map<string, string>();
  const re = /^(?:export\s+)?(?:async\s+)?function\s+(\w+)/gm;
  for (const m of source.matchAll(re)) {
    const end = source.indexOf("\n}", m.index);
    out.set(m[1], source.slice(m.index, end === -1 ? undefined : end + 2));
  }
  return out;
}

export function routeFiles(root: string): string[] {
  return walk(path.join(root, "app"), (n) => /^route\.tsx?$/.test(n)).map((f) => path.relative(root, f).split(path.sep).join("/"));
}

/** Every handler of every route file, with the access its withApi states. */
export function routeEntries(root: string): TEntry[] {
  return routeFiles(root).flatMap((file) => {
    const source = readFileSync(path.join(root, file), "utf8");
    return METHODS.flatMap((method) => {
      const m = new RegExp(`export\\s+(?:const\\s+(?:\\{[^}]*\\b${method}\\b[^}]*\\}|${method}\\b)|(?:async\\s+)?function\\s+${method}\\b)`).exec(source);
      if (!m) return [];
      const rest = source.slice(m.index);
      const next = rest.slice(1).search(/\nexport\s/);
      const text = next === -1 ? rest : rest.slice(0, next + 1);
      return [{ file, name: method, declared: /withApi\(/.test(text) ? declaredIn(text) : ({ kind: "none" } as TDeclared) }];
    });
  });
}

export function serverActionFiles(root: string): string[] {
  return [...walk(path.join(root, "app"), (n) => /\.tsx?$/.test(n)), ...walk(path.join(root, "lib"), (n) => /\.tsx?$/.test(n))]
    .filter((f) => /^\s*(?:\/\/[^\n]*\n\s*)*["']use server["']/.test(readFileSync(f, "utf8")))
    .map((f) => path.relative(root, f).split(path.sep).join("/"))
    .sort();
}

/**
 * Every exported server action, with the actions it asks: `runAction(…, { access })`, or
 * `assertCan(…, action)` in its body or in a local helper it calls (one level down, e.g. asPlanner).
 */
export function serverActionEntries(root: string): TEntry[] {
  return serverActionFiles(root).flatMap((file) => {
    const source = readFileSync(path.join(root, file), "utf8");
    const fns = topLevelFunctions(source);
    return [...source.matchAll(/^export\s+(?:async\s+)?function\s+(\w+)/gm)].map((m) => {
      const name = m[1];
      const body = fns.get(name) ?? "";
      let declared = declaredIn(body);
      if (declared.kind === "none") {
        for (const [helper, text] of fns) {
          if (helper === name || !new RegExp(`\\b${helper}\\(`).test(body)) continue;
          const inner = declaredIn(text);
          if (inner.kind !== "none") {
            declared = inner;
            break;
          }
        }
      }
      return { file, name, declared };
    });
  });
}

/** The route folder or "file#name" an entry is listed under in OPEN_ENTRIES. */
export function targetOf(kind: "route" | "action", e: TEntry): string {
  return kind === "route" ? e.file.replace(/\/route\.tsx?$/, "") : `${e.file}#${e.name}`;
}

/**
 * What is wrong with the access of these entry points: a handler or action that names no action
 * of the table and is not listed (with its reason) in OPEN_ENTRIES, an unknown action name, or a
 * listing whose access differs from the code's.
 */
export function accessProblems(
  kind: "route" | "action",
  entries: readonly TEntry[],
  isAction: (name: string) => boolean,
  openEntryOf: (target: string) => { access: "public" | "user"; reason: string } | null,
): string[] {
  const problems: string[] = [];
  for (const e of entries) {
    const where = `${e.file} ${e.name}`;
    if (e.declared.kind === "action") {
      if (!e.declared.actions.length) problems.push(`${where}: access names no action`);
      for (const a of e.declared.actions) if (!isAction(a)) problems.push(`${where}: "${a}" is not an action of lib/auth/permissions.ts`);
      continue;
    }
    const open = openEntryOf(targetOf(kind, e));
    if (!open) problems.push(`${where}: names no action of lib/auth/permissions.ts and is not listed in lib/auth/access/open.ts`);
    else if (e.declared.kind === "open" && open.access !== e.declared.access) problems.push(`${where}: declares "${e.declared.access}" but is listed as "${open.access}"`);
  }
  return problems;
}
