// npm run bench:public — the public pages three ways side by side, under the same load (autocannon,
// 50 connections, 10 s each, in this process): nginx serving the page's HTML as a file, nginx with
// the production recipe (deploy/nginx/scuta.conf) in front of `next start` answering from its cache,
// and `next start` alone. Prints requests per second, p99 latency and the ratios to nginx's file;
// checks the recipe's cache rules first (per language, RSC apart, nothing signed in, nothing that
// sets a cookie); and prints the JavaScript each page loads beyond an empty Next page's.
// BENCH_ONLY=js measures only the JavaScript (no nginx, no load) and fails when the budget is not met.
// Needs a build (`npm run build`; NEXT_DIST_DIR names another build folder, as for next itself) and Debian's nginx (`apt-get install -y nginx`). With DATABASE_URL
// the app gets a throwaway PostgreSQL database; otherwise a throwaway PGlite directory. Loopback
// only, bounded in time; every process it starts is stopped at the end.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createThrowawayDatabase } from "../../tests/support/throwaway-db.mjs";
import { routeTable } from "../../tests/support/route-table.mjs";
import { BUDGET_PAGES, DIST_DIR, OWN_JS_BUDGET, ownJavaScript, overJsBudget } from "./js-size.mjs";

const PAGES = ["/", "/privacy", "/coupons/SAVE25", "/asca2027"];
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const NEXT_PORT = 3391;
const NGINX_APP_PORT = 3393;
const NGINX_FILE_PORT = 3394;
// Targets: through nginx at least 0.8× nginx's file; the app alone at least 0.15×; our own
// JavaScript on a public page at most 10 kB gzip above an empty Next page's.
const TARGET_NGINX = 0.8;
const TARGET_APP = 0.15;
const JS_ONLY = process.env.BENCH_ONLY === "js";
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

if (!existsSync(path.join(root, DIST_DIR, "BUILD_ID"))) {
  console.error(`No production build in ${DIST_DIR}: run \`npm run build\` first (with the same NEXT_DIST_DIR).`);
  process.exit(1);
}
const nginxBin = ["/usr/sbin/nginx", "nginx"].find((b) => spawnSync(b, ["-v"]).status === 0);
if (!nginxBin && !JS_ONLY) {
  console.error("nginx is missing: `apt-get install -y nginx` (Debian's package; the bench runs its own instance on loopback ports).");
  process.exit(1);
}

const work = mkdtempSync(path.join(os.tmpdir(), "scuta-bench-public-"));
// nginx's workers run as an unprivileged user when the bench runs as root: they read the files and write the cache.
chmodSync(work, 0o755);
const env = { ...process.env, PORT: String(NEXT_PORT), NODE_ENV: "production", APP_URL: `http://127.0.0.1:${NEXT_PORT}`, TRUSTED_PROXY_COUNT: "1" };
let drop = async () => {};
if (process.env.DATABASE_URL) {
  const db = await createThrowawayDatabase(process.env.DATABASE_URL, "scuta_bench");
  env.DATABASE_URL = db.url;
  env.SEED_DEMO = "1";
  drop = db.drop;
} else {
  env.PGLITE_DATA_DIR = path.join(work, "pglite");
  mkdirSync(env.PGLITE_DATA_DIR);
}

const children = [];
function start(cmd, args, opts) {
  const child = spawn(cmd, args, { stdio: ["ignore", "ignore", "inherit"], detached: true, ...opts });
  children.push(child);
  return child;
}
function stopAll() {
  for (const c of children) {
    try {
      process.kill(-c.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}
process.on("exit", stopAll);

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

// CPU time of a process and its descendants (utime + stime from /proc, in clock ticks of 10 ms):
// the CPU a server spends per request does not depend on how busy the rest of the machine is,
// unlike its requests per second.
function cpuTicks(rootPid) {
  const stats = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const f = readFileSync(`/proc/${name}/stat`, "utf8");
      const rest = f.slice(f.lastIndexOf(")") + 2).split(" ");
      stats.set(Number(name), { ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, s] of stats) if (!tree.has(pid) && tree.has(s.ppid)) (tree.add(pid), (grew = true));
  }
  let ticks = 0;
  for (const pid of tree) ticks += stats.get(pid)?.ticks ?? 0;
  return ticks;
}

/** Load `url` while counting the CPU of the server processes `pids`: the result plus µs of CPU per request. */
async function measure(url, pids) {
  const before = pids.reduce((t, p) => t + cpuTicks(p), 0);
  const result = await load(url);
  const ticks = pids.reduce((t, p) => t + cpuTicks(p), 0) - before;
  return { ...result, cpuPerRequest: (ticks * 10_000) / Math.max(1, result.requests.total) };
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { "accept-language": "en" } }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const get = (port, p, headers = {}) => fetch(`http://127.0.0.1:${port}${p}`, { headers: { "accept-language": "en", ...headers }, redirect: "manual" });

/** nginx with the recipe in front of the app, and a second server sending the same HTML as files. */
function nginxConfig(filesDir) {
  const recipe = readFileSync(path.join(root, "deploy/nginx/scuta.conf"), "utf8")
    .replace(/server 127\.0\.0\.1:3000;/, `server 127.0.0.1:${NEXT_PORT};`)
    .replace("/var/cache/nginx/scuta", path.join(work, "cache"))
    .replace(/listen 80;/, `listen 127.0.0.1:${NGINX_APP_PORT};`);
  writeFileSync(path.join(work, "scuta.conf"), recipe);
  const conf = `worker_processes auto;
error_log ${work}/nginx-error.log warn;
pid ${work}/nginx.pid;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 1000000;
    include ${work}/scuta.conf;
    server {
        listen 127.0.0.1:${NGINX_FILE_PORT};
        root ${filesDir};
        location / {
            default_type "text/html; charset=utf-8";
            try_files $uri/index.html =404;
        }
    }
}
`;
  const file = path.join(work, "nginx.conf");
  writeFileSync(file, conf);
  return file;
}

/** The recipe's cache rules, checked on the running pair before anything is measured. */
async function checkCacheRules() {
  const results = [];
  const check = (name, ok, detail = "") => results.push({ name, ok, detail });
  const status = (r) => r.headers.get("x-cache-status") ?? "-";
  const lang = async (r) => /<html lang="(\w+)"/.exec(await r.text())?.[1];

  await get(NGINX_APP_PORT, "/privacy", { "accept-language": "it-IT,it;q=0.9" });
  let r = await get(NGINX_APP_PORT, "/privacy", { "accept-language": "it-IT,it;q=0.9" });
  check("a public page is served from the cache, in the visitor's language", status(r) === "HIT" && (await lang(r)) === "it", `${status(r)}`);
  r = await get(NGINX_APP_PORT, "/privacy", { "accept-language": "de" });
  check("another language is another copy", (await lang(r)) === "de", status(r));
  await get(NGINX_APP_PORT, "/privacy", { cookie: "NEXT_LOCALE=de", "accept-language": "it" });
  r = await get(NGINX_APP_PORT, "/privacy", { cookie: "NEXT_LOCALE=de", "accept-language": "it" });
  check("the language cookie wins and shares the language's copy", status(r) === "HIT" && (await lang(r)) === "de", status(r));
  // An RSC request (Next answers one without its _rsc hash with a redirect that adds it).
  r = await get(NGINX_APP_PORT, "/privacy", { rsc: "1" });
  const rscType = r.headers.get("content-type") ?? "";
  const rscStatus = r.status;
  await r.arrayBuffer();
  await (await get(NGINX_APP_PORT, "/privacy")).arrayBuffer();
  r = await get(NGINX_APP_PORT, "/privacy");
  check("an RSC request is kept apart from the page's HTML", !rscType.includes("text/html") && (r.headers.get("content-type") ?? "").includes("text/html") && status(r) === "HIT", `${rscStatus} ${rscType} / ${r.headers.get("content-type")} ${status(r)}`);
  r = await get(NGINX_APP_PORT, "/privacy", { cookie: "authjs.session-token=x" });
  await r.arrayBuffer();
  check("a request with a session cookie bypasses the cache", status(r) === "BYPASS", status(r));
  const cc = r.headers.get("cache-control") ?? "";
  check("and its answer is private", /private/.test(cc) && !/public/.test(cc), cc);
  for (const p of ["/app/dashboard", "/api/auth/session"]) {
    await get(NGINX_APP_PORT, p);
    r = await get(NGINX_APP_PORT, p);
    await r.arrayBuffer();
    check(`${p} is never cached`, status(r) === "-" && !/public/.test(r.headers.get("cache-control") ?? ""), `${r.status} ${status(r)} ${r.headers.get("cache-control")}`);
  }
  r = await get(NEXT_PORT, "/privacy", { "accept-language": "de" });
  await r.arrayBuffer();
  check("the app answers a public page with a shared Cache-Control, naming its language", /^public, s-maxage=\d+, stale-while-revalidate=\d+$/.test(r.headers.get("cache-control") ?? "") && r.headers.get("content-language") === "de", `${r.headers.get("cache-control")} | ${r.headers.get("content-language")}`);
  const setCookie = [...PAGES, "/login", "/TryForFree"].map(async (p) => (await get(NEXT_PORT, p)).headers.get("set-cookie"));
  check("no public page sets a cookie", (await Promise.all(setCookie)).every((c) => c === null));
  return results;
}

const kb = (b) => `${(b / 1024).toFixed(1)} kB`;

/** The JavaScript table, and whether the budget holds on the pages it binds. */
function reportJavaScript(sizes) {
  console.log(`\nJavaScript (gzip): the page's script tags, and everything Chromium fetched until the network was idle; Next's own is what an empty Next page loads (rootMainFiles). Budget: ours ≤ ${kb(OWN_JS_BUDGET)} on ${BUDGET_PAGES.join(", ")}.\n`);
  console.log("| page | script tags | Next's own | ours | until idle | ours until idle | HTML |");
  console.log("|---|---|---|---|---|---|---|");
  for (const p of Object.keys(sizes)) {
    const { js, htmlBytes } = sizes[p];
    console.log(`| ${p} | ${kb(js.initial.total)} (${js.initial.files} files) | ${kb(js.initial.framework)} | ${kb(js.initial.own)} | ${kb(js.loaded.total)} (${js.loaded.files} files) | ${kb(js.loaded.own)} | ${kb(htmlBytes)} |`);
  }
  const over = overJsBudget(Object.fromEntries(Object.entries(sizes).map(([p, v]) => [p, v.js])));
  for (const o of over) console.log(`OVER BUDGET: ${o.page} ${o.own === null ? "not measured" : `${kb(o.own)} (${kb(o.over)} over)`}`);
  return over.length === 0;
}

try {
  const nextPid = start("npx", ["next", "start", "-p", String(NEXT_PORT)], { cwd: root, env }).pid;
  await waitFor(`http://127.0.0.1:${NEXT_PORT}/home/maintenanceMode`, 180_000);

  const filesDir = path.join(work, "files");
  const sizes = {};
  for (const p of PAGES) {
    // The first request renders the page (or it was prerendered at build); later ones are served from the cache.
    await get(NEXT_PORT, p);
    const res = await get(NEXT_PORT, p);
    const html = await res.text();
    const dir = path.join(filesDir, p);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "index.html"), html);
    sizes[p] = { cache: res.headers.get("x-nextjs-cache") ?? "-", htmlBytes: Buffer.byteLength(html), js: await ownJavaScript(root, html, (src) => get(NEXT_PORT, src), `http://127.0.0.1:${NEXT_PORT}${p}`) };
  }
  if (JS_ONLY) {
    const ok = reportJavaScript(sizes);
    console.log(ok ? "\nJavaScript budget met." : "\nBELOW TARGET: our JavaScript is over budget.");
    process.exitCode = ok ? 0 : 1;
  } else {
  spawnSync("chmod", ["-R", "a+rX", work]);
  mkdirSync(path.join(work, "cache"), { mode: 0o777 });
  chmodSync(path.join(work, "cache"), 0o777);

  const conf = nginxConfig(filesDir);
  const test = spawnSync(nginxBin, ["-t", "-q", "-c", conf, "-p", work], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx refused the configuration:\n${test.stderr}`);
  const nginxPid = start(nginxBin, ["-c", conf, "-p", work, "-g", "daemon off;"], {}).pid;
  await waitFor(`http://127.0.0.1:${NGINX_FILE_PORT}/privacy`, 10_000);

  const rules = await checkCacheRules();
  console.log("\nCache rules through nginx (deploy/nginx/scuta.conf):");
  for (const r of rules) console.log(`  ${r.ok ? "ok  " : "FAIL"} ${r.name}${r.ok ? "" : ` (${r.detail})`}`);

  const rows = [];
  for (const p of PAGES) {
    await load(`http://127.0.0.1:${NEXT_PORT}${p}`); // warm-up run of the app, not counted
    await load(`http://127.0.0.1:${NGINX_APP_PORT}${p}`); // warm-up, and fills nginx's cache
    const file = await measure(`http://127.0.0.1:${NGINX_FILE_PORT}${p}`, [nginxPid]);
    const cached = await measure(`http://127.0.0.1:${NGINX_APP_PORT}${p}`, [nginxPid, nextPid]);
    const alone = await measure(`http://127.0.0.1:${NEXT_PORT}${p}`, [nextPid]);
    const hit = (await get(NGINX_APP_PORT, p)).headers.get("x-cache-status");
    rows.push({ page: p, file, cached, alone, hit });
  }

  const rps = (r) => Math.round(r.requests.average).toLocaleString("en-US");
  const load1 = os.loadavg()[0].toFixed(1);
  console.log(`\nPublic pages, ${CONNECTIONS} connections, ${DURATION} s each (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}; ${os.cpus().length} cores, load average ${load1} at the end):\n`);
  console.log("| page | nginx file req/s | p99 | nginx + app req/s | p99 | ratio | app alone req/s | p99 | ratio | nginx cache | x-nextjs-cache |");
  console.log("|---|---|---|---|---|---|---|---|---|---|---|");
  let ok = rules.every((r) => r.ok);
  for (const { page, file, cached, alone, hit } of rows) {
    const rc = cached.requests.average / file.requests.average;
    const ra = alone.requests.average / file.requests.average;
    const errors = [file, cached, alone].some((r) => r.non2xx > 0 || r.errors > 0);
    if (rc < TARGET_NGINX || ra < TARGET_APP || errors) ok = false;
    console.log(
      `| ${page} | ${rps(file)} | ${file.latency.p99} ms | ${rps(cached)} | ${cached.latency.p99} ms | ${rc.toFixed(2)} | ${rps(alone)} | ${alone.latency.p99} ms | ${ra.toFixed(2)} | ${hit ?? "-"} | ${sizes[page].cache} |${errors ? " errors" : ""}`,
    );
  }
  console.log("\nCPU per request of the server processes (µs; nginx's and the app's own, whatever else the machine runs):\n");
  console.log("| page | nginx file | nginx + app | app alone | file ÷ nginx + app | file ÷ app alone |");
  console.log("|---|---|---|---|---|---|");
  for (const { page, file, cached, alone } of rows) {
    console.log(`| ${page} | ${Math.round(file.cpuPerRequest)} | ${Math.round(cached.cpuPerRequest)} | ${Math.round(alone.cpuPerRequest)} | ${(file.cpuPerRequest / cached.cpuPerRequest).toFixed(2)} | ${(file.cpuPerRequest / alone.cpuPerRequest).toFixed(2)} |`);
  }
  if (!reportJavaScript(sizes)) ok = false;
  const table = routeTable(root);
  console.log(`\nRoutes in the build: ${table.total} pages, ${table.static} static (○), ${table.isr} prerendered or incremental (●), ${table.dynamic} dynamic (ƒ).`);
  console.log(
    ok
      ? `\nTargets met: through nginx ≥ ${TARGET_NGINX}× nginx's file, the app alone ≥ ${TARGET_APP}×, our JavaScript ≤ 10 kB gzip, every cache rule holds, no errors.`
      : `\nBELOW TARGET: a ratio under ${TARGET_NGINX}× (through nginx) or ${TARGET_APP}× (app alone), our JavaScript over 10 kB, a cache rule failing, or errors.`,
  );
}
} finally {
  stopAll();
  await drop();
  rmSync(work, { recursive: true, force: true });
}
