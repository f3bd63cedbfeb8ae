import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * next build's route marks, read from the build's manifests: ○ static (prerendered, no revalidation),
 * ● prerendered per language or rendered on first request and cached (generateStaticParams/ISR),
 * ƒ rendered on every request. Pages only (route handlers are not counted). The build is read where
 * next build wrote it: NEXT_DIST_DIR when set, else .next.
 */
export function routeTable(root) {
  const read = (f) => JSON.parse(readFileSync(path.join(path.resolve(root, process.env.NEXT_DIST_DIR || ".next"), f), "utf8"));
  const pages = Object.keys(read("server/app-paths-manifest.json"))
    .filter((k) => k.endsWith("/page"))
    .map((k) => k.slice(0, -"/page".length).replace(/\/\([^/]+\)/g, "") || "/");
  const prerender = read("prerender-manifest.json");
  const bySource = new Map();
  for (const [route, info] of Object.entries(prerender.routes)) bySource.set(info.srcRoute ?? route, info);
  const marks = {};
  for (const page of pages) {
    if (prerender.dynamicRoutes[page]) marks[page] = "●";
    else if (bySource.has(page)) marks[page] = page.includes("[") || bySource.get(page).initialRevalidateSeconds ? "●" : "○";
    else marks[page] = "ƒ";
  }
  const count = (m) => Object.values(marks).filter((x) => x === m).length;
  return { marks, total: pages.length, static: count("○"), isr: count("●"), dynamic: count("ƒ") };
}
