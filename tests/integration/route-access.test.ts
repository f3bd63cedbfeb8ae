import { describe, expect, it } from "vitest";
import path from "node:path";
import { accessProblems, routeEntries, serverActionEntries, targetOf, type TEntry } from "@/lib/auth/access/inventory";
import { OPEN_ENTRIES, openEntryOf } from "@/lib/auth/access/open";
import { isAction } from "@/lib/auth/permissions";

// Every entry point asks the one access table: each handler of every app/**/route.ts and every
// exported server action ("use server" files under app/ and lib/) names an action of
// lib/auth/permissions.ts, or is listed in lib/auth/access/open.ts as public (or open to any
// signed-in user) with its reason. A new route or action without either fails here.

const ROOT = path.resolve(__dirname, "../..");
const routes = routeEntries(ROOT);
const actions = serverActionEntries(ROOT);

describe("route access", () => {
  it("finds the route handlers and the server actions", () => {
    expect(routes.length).toBeGreaterThan(300);
    expect(actions.length).toBeGreaterThan(150);
    // Routes outside /api/v1 are walked too (the /app CSVs, /uploads, /home, /user/calendar).
    expect(routes.some((r) => r.file.startsWith("app/(app)/"))).toBe(true);
    expect(routes.some((r) => r.file.startsWith("app/uploads/"))).toBe(true);
  });

  it("every route handler names an action of the table or is listed as open with a reason", () => {
    expect(accessProblems("route", routes, isAction, openEntryOf)).toEqual([]);
  });

  it("every server action names an action of the table or is listed as open with a reason", () => {
    expect(accessProblems("action", actions, isAction, openEntryOf)).toEqual([]);
  });

  it("a new route or server action that names no action and is not listed fails", () => {
    const route: TEntry = { file: "app/api/v1/brandNew/route.ts", name: "GET", declared: { kind: "open", access: "user" } };
    const action: TEntry = { file: "lib/brand-new/actions.ts", name: "doItAction", declared: { kind: "none" } };
    const unknown: TEntry = { file: "app/api/v1/brandNew/route.ts", name: "POST", declared: { kind: "action", actions: ["brand.new.write"] } };
    expect(accessProblems("route", [route, unknown], isAction, openEntryOf)).toHaveLength(2);
    expect(accessProblems("action", [action], isAction, openEntryOf)).toHaveLength(1);
  });

  it("every open listing covers an entry point that exists, and gives a reason", () => {
    const targets = [...routes.map((e) => targetOf("route", e)), ...actions.map((e) => targetOf("action", e))];
    const stale = OPEN_ENTRIES.filter((o) => !targets.some((t) => t === o.at || t.startsWith(o.at + "/") || t.startsWith(o.at + "#")));
    expect(stale).toEqual([]);
    expect(OPEN_ENTRIES.filter((o) => o.reason.trim().length < 10)).toEqual([]);
  });

  it.each(routes.map((r) => [`${r.file} ${r.name}`, r] as const))("%s: the handler's access is the one its source states", async (_name, entry) => {
    const mod = (await import(path.join(ROOT, entry.file))) as Record<string, unknown>;
    const access = (mod[entry.name] as { access?: unknown } | undefined)?.access;
    if (entry.declared.kind === "none") {
      // Not built with withApi (Auth.js's handlers, a redirect): listed as public.
      expect(access).toBeUndefined();
      expect(openEntryOf(targetOf("route", entry))?.access).toBe("public");
      return;
    }
    const expected = entry.declared.kind === "open" ? entry.declared.access : entry.declared.actions;
    expect(typeof access === "string" && entry.declared.kind === "action" ? [access] : access).toEqual(expected);
  });
});
