import path from "node:path";
import { describe, expect, it } from "vitest";
import { browserClosure, importCycles, importGraph, type TImportGraph } from "../../scripts/import-graph.mjs";

// The run-time import graph (scripts/import-graph.mjs, the one `npm run cycles` reads): no module
// imports itself through others, and the pieces moved apart to break the earlier cycles stay apart.

const graph: TImportGraph = importGraph(process.cwd());
const abs = (rel: string) => path.join(graph.root, rel);
const reach = (from: string): string[] => {
  const seen = new Set<string>([abs(from)]);
  const queue = [abs(from)];
  while (queue.length) {
    for (const next of graph.edges.get(queue.shift() as string) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return [...seen].map((f) => path.relative(graph.root, f));
};

describe("import cycles", () => {
  it("no module imports itself at run time through other modules", () => {
    expect(importCycles(graph).map((c) => c.circle.map((f) => path.relative(graph.root, f)).join(" -> "))).toEqual([]);
  });

  it("resolving the current user runs no billing or add-on code (expiry is a scheduled job)", () => {
    const reached = reach("lib/auth/current-user.ts");
    expect(reached.filter((f) => f.startsWith("lib/billing/") || f.startsWith("lib/addons/"))).toEqual([]);
  });

  it("the database client reaches no seed and nothing of lib/ but the environment reader", () => {
    const reached = reach("db/client.ts");
    expect(reached.filter((f) => f.startsWith("db/seed/"))).toEqual([]);
    expect(reached.filter((f) => f.startsWith("lib/"))).toEqual(["lib/env.ts"]);
  });

  it("no client component brings a module that imports drizzle into the browser", () => {
    const drizzle = (spec: string) => spec === "drizzle-orm" || spec.startsWith("drizzle-orm/") || spec === "postgres" || spec.startsWith("@electric-sql/pglite");
    const importsDrizzle = (file: string) => [...(graph.packages.get(file) ?? [])].some(drizzle);
    const clients = [...graph.directives].filter(([, directive]) => directive === "use client").map(([file]) => file);
    expect(clients.length).toBeGreaterThan(0);
    // Each place where a client component's imports first enter a module that imports drizzle.
    const leaks = clients.flatMap((client) =>
      [...browserClosure(graph, client)]
        .filter(([reached, from]) => importsDrizzle(reached) && !(from && importsDrizzle(from)))
        .map(([reached, from]) => `${path.relative(graph.root, client)}: ${path.relative(graph.root, from ?? client)} -> ${path.relative(graph.root, reached)}`),
    );
    expect(leaks).toEqual([]);
  });

  it("the calendar, partner, quote, logs and advisory forms read their values from plain modules, not the tables", () => {
    for (const form of [
      "components/calendar/event-form.tsx",
      "components/calendar/service-fields.tsx",
      "components/companies/company-form.tsx",
      "components/billing/quote-form.tsx",
      "components/logs/logs-view.tsx",
      "components/program/advisory-members.tsx",
    ]) {
      const closure = [...browserClosure(graph, abs(form)).keys()].map((f) => path.relative(graph.root, f));
      expect(closure.filter((f) => f.startsWith("db/") && !/^db\/schema\/[a-z-]+-(values|products)\.ts$/.test(f))).toEqual([]);
    }
  });
});
