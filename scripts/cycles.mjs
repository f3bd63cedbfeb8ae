// npm run cycles: fails when the project's modules import each other in a circle at run time
// (type-only imports do not count: scripts/import-graph.mjs), and when a client component ("use
// client") brings drizzle into the browser bundle through another module's run-time imports (the
// direct import of db/ by a client component is an ESLint error already: eslint.config.mjs).
import path from "node:path";
import { browserClosure, importCycles, importGraph } from "./import-graph.mjs";

const graph = importGraph();
const rel = (f) => path.relative(graph.root, f);
let failed = false;

const cycles = importCycles(graph);
for (const { members, circle } of cycles) {
  console.error(`Cycle among ${members.length} module(s): ${circle.map(rel).join(" -> ")}`);
  if (members.length > 2) console.error(`  all of them: ${members.map(rel).join(", ")}`);
}
if (cycles.length) {
  console.error(`${cycles.length} import cycle(s) found.`);
  failed = true;
}

// A module counts as the database layer when it is under db/ and imports drizzle (a plain-values
// module such as db/schema/event-values.ts carries no table and may reach the browser).
const isDrizzle = (spec) => spec === "drizzle-orm" || spec.startsWith("drizzle-orm/") || spec === "postgres" || spec.startsWith("@electric-sql/pglite");
const importsDrizzle = (file) => [...(graph.packages.get(file) ?? [])].some(isDrizzle);
let leaks = 0;
for (const [file, directive] of graph.directives) {
  if (directive !== "use client") continue;
  const previous = browserClosure(graph, file);
  // Each place where the path enters the database layer, with the path that leads there.
  for (const [reached, from] of previous) {
    if (!importsDrizzle(reached) || (from && importsDrizzle(from))) continue;
    const trail = [];
    for (let step = reached; step; step = previous.get(step)) trail.unshift(rel(step));
    console.error(`Browser bundle reaches drizzle: ${trail.join(" -> ")}`);
    leaks++;
  }
}
if (leaks) {
  console.error(`${leaks} client component import path(s) reach the database layer: import the value from a plain module with no drizzle import (such as db/schema/event-values.ts).`);
  failed = true;
}

if (failed) process.exit(1);
console.log(`No import cycles among ${graph.edges.size} modules; no client component reaches drizzle.`);
