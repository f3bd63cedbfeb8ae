// npm run bench:public — the public pages as visitors get them (issue 10): requests per second and
// p99 latency of `next start` against a plain node:http server sending the same HTML bytes from
// memory, under the same load (autocannon, 50 connections, 10 s each); the JavaScript and HTML
// each page loads; and how many routes the build made static. Needs a build (`npm run build`).
// With DATABASE_URL the app gets a throwaway PostgreSQL database beside it; otherwise a throwaway
// PGlite directory. Loopback only, bounded in time.
import { fork, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { createThrowawayDatabase } from "../../tests/support/throwaway-db.mjs";
import { routeTable } from "../../tests/support/route-table.mjs";

const PAGES = ["/", "/privacy", "/coupons/SAVE25", "/asca2027"];
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const NEXT_PORT = 3391;
const STATIC_PORT = 3392;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

if (!existsSync(path.join(root, ".next/BUILD_ID"))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

const env = { ...process.env, PORT: String(NEXT_PORT), NODE_ENV: "production", APP_URL: `http://127.0.0.1:${NEXT_PORT}` };
let drop = async () => {};
if (process.env.DATABASE_URL) {
  const db = await createThrowawayDatabase(process.env.DATABASE_URL, "scuta_bench");
  env.DATABASE_URL = db.url;
  env.SEED_DEMO = "1";
  drop = db.drop;
} else {
  env.PGLITE_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "scuta-bench-"));
}

const next = spawn("npx", ["next", "start", "-p", String(NEXT_PORT)], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"], detached: true });
const stopNext = () => {
  try {
    process.kill(-next.pid, "SIGTERM");
  } catch {
    // already gone
  }
};
process.on("exit", stopNext);

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { "accept-language": "en" } }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const get = (p, port = NEXT_PORT) => fetch(`http://127.0.0.1:${port}${p}`, { headers: { "accept-language": "en" }, redirect: "manual" });

try {
  await waitFor(`http://127.0.0.1:${NEXT_PORT}/home/maintenanceMode`, 120_000);
  const html = {};
  const sizes = {};
  for (const p of PAGES) {
    // The first request renders the page (or it was prerendered at build); later ones are served from the cache.
    await get(p);
    const res = await get(p);
    html[p] = await res.text();
    const scripts = [...html[p].matchAll(/<script[^>]*src="(\/_next\/static\/[^"]+\.js)"[^>]*>/g)].filter((m) => !/nomodule/i.test(m[0])).map((m) => m[1]);
    let js = 0;
    for (const src of new Set(scripts)) js += gzipSync(Buffer.from(await (await get(src)).arrayBuffer())).length;
    sizes[p] = { cache: res.headers.get("x-nextjs-cache") ?? "-", htmlBytes: Buffer.byteLength(html[p]), jsGzipBytes: js, scripts: new Set(scripts).size };
  }

  const pagesFile = path.join(mkdtempSync(path.join(os.tmpdir(), "scuta-bench-pages-")), "pages.json");
  writeFileSync(pagesFile, JSON.stringify(html));
  const yardstick = fork(path.join(root, "bench/public/static-server.mjs"), [pagesFile, String(STATIC_PORT)], { stdio: "inherit" });
  await new Promise((r) => yardstick.once("message", r));

  const rows = [];
  for (const p of PAGES) {
    await load(`http://127.0.0.1:${NEXT_PORT}${p}`); // warm-up run, not counted
    const n = await load(`http://127.0.0.1:${NEXT_PORT}${p}`);
    const s = await load(`http://127.0.0.1:${STATIC_PORT}${p}`);
    rows.push({ page: p, next: n, yard: s });
  }
  yardstick.kill();

  const kb = (b) => `${(b / 1024).toFixed(1)} kB`;
  console.log(`\nPublic pages, ${CONNECTIONS} connections, ${DURATION} s each (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}):\n`);
  console.log("| page | next start req/s | p99 | static server req/s | p99 | ratio | x-nextjs-cache | JS (gzip) | HTML |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  let ok = true;
  for (const { page, next: n, yard: s } of rows) {
    const ratio = n.requests.average / s.requests.average;
    if (ratio < 0.5 || n.non2xx > 0 || n.errors > 0) ok = false;
    const z = sizes[page];
    console.log(
      `| ${page} | ${Math.round(n.requests.average)} | ${n.latency.p99} ms | ${Math.round(s.requests.average)} | ${s.latency.p99} ms | ${ratio.toFixed(2)} | ${z.cache} | ${kb(z.jsGzipBytes)} (${z.scripts} files) | ${kb(z.htmlBytes)} |`,
    );
  }
  const table = routeTable(root);
  console.log(`\nRoutes in the build: ${table.total} pages, ${table.static} static (○), ${table.isr} prerendered or incremental (●), ${table.dynamic} dynamic (ƒ).`);
  console.log(ok ? "\nEvery page at ≥ 0.5× the static server, with no errors." : "\nBELOW TARGET: a page under 0.5× the static server, or errors.");
} finally {
  stopNext();
  await drop();
}
