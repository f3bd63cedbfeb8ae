// The JavaScript a public page loads, split into Next's own (what an empty Next page loads: the
// build manifest's rootMainFiles, i.e. React, the App Router and the runtime, and the chunks only
// Next's own client components need, such as its not-found boundary) and ours (every other chunk). Sizes are gzip (level 9) of each file once. The chunks are the page's script tags plus,
// when Chromium is at hand (/usr/bin/chromium), every script the page fetches until the network is
// idle (widgets loaded after hydration count; dialogs opened by a click do not).
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const CHROMIUM = "/usr/bin/chromium";
/** The build's folder: next.config's distDir (NEXT_DIST_DIR, else .next). */
export const DIST_DIR = process.env.NEXT_DIST_DIR || ".next";

/** Chunks that only Next's own client components need, from the build's client reference manifests. */
function nextOnlyChunks(root) {
  const users = new Map();
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith("_client-reference-manifest.js")) {
        const sandbox = { __RSC_MANIFEST: {} };
        new Function("globalThis", "self", readFileSync(full, "utf8"))(sandbox, sandbox);
        for (const m of Object.values(sandbox.__RSC_MANIFEST)) {
          for (const [id, mod] of Object.entries(m.clientModules ?? {})) {
            const ours = !id.includes("/node_modules/next/");
            for (const c of mod.chunks ?? []) users.set(c, (users.get(c) ?? false) || ours);
          }
        }
      }
    }
  };
  walk(path.join(root, DIST_DIR, "server/app"));
  return new Set([...users].filter(([, ours]) => !ours).map(([c]) => (c.startsWith("/_next/") ? c : `/_next/${c}`)));
}

/** Script paths the page's HTML names (not the nomodule polyfills). */
export function scriptsInHtml(html) {
  return [...html.matchAll(/<script[^>]*src="(\/_next\/static\/[^"]+\.js)"[^>]*>/g)].filter((m) => !/nomodule/i.test(m[0])).map((m) => m[1]);
}

/** Scripts a real browser fetches for the page until the network is idle (null without Chromium). */
export async function scriptsLoaded(url) {
  if (!existsSync(CHROMIUM)) return null;
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  try {
    const page = await browser.newPage({ locale: "en-US" });
    const seen = new Set();
    page.on("request", (r) => {
      const u = new URL(r.url());
      if (r.resourceType() === "script" && u.pathname.startsWith("/_next/static/")) seen.add(u.pathname);
    });
    await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
    return [...seen];
  } finally {
    await browser.close();
  }
}

/**
 * For one page, in gzip bytes: `initial` (the script tags of its HTML) and `loaded` (those and
 * whatever Chromium fetched until the network was idle), each { total, framework, own, files }.
 * `fetchFile(src)` fetches a script from the app.
 */
export async function ownJavaScript(root, html, fetchFile, pageUrl) {
  const manifest = JSON.parse(readFileSync(path.join(root, DIST_DIR, "build-manifest.json"), "utf8"));
  const framework = new Set([...(manifest.rootMainFiles ?? []).map((f) => `/_next/${f}`), ...nextOnlyChunks(root)]);
  const sizes = new Map();
  const sum = async (files) => {
    let total = 0;
    let fw = 0;
    for (const src of files) {
      if (!sizes.has(src)) sizes.set(src, gzipSync(Buffer.from(await (await fetchFile(src)).arrayBuffer()), { level: 9 }).length);
      total += sizes.get(src);
      if (framework.has(src)) fw += sizes.get(src);
    }
    return { total, framework: fw, own: total - fw, files: files.size };
  };
  const initial = new Set(scriptsInHtml(html));
  const loaded = new Set(initial);
  if (pageUrl) for (const s of (await scriptsLoaded(pageUrl)) ?? []) loaded.add(s);
  return { initial: await sum(initial), loaded: await sum(loaded) };
}

/** Our own JavaScript may add at most this much (gzip bytes) to an empty Next page's. */
export const OWN_JS_BUDGET = 10 * 1024;
/** The public pages the budget binds: the home page, an information page, and the entry pages (a coupon's, a conference's). */
export const BUDGET_PAGES = ["/", "/privacy", "/coupons/SAVE25", "/asca2027"];

/**
 * The budget's verdict over measured pages ({ page → ownJavaScript(…) }): every page of `pages`
 * whose own script tags weigh more than `budget`, with by how much. A page that was not measured
 * counts as over (a budget nobody measured is not met).
 */
export function overJsBudget(measured, pages = BUDGET_PAGES, budget = OWN_JS_BUDGET) {
  return pages.flatMap((page) => {
    const own = measured[page]?.initial?.own;
    if (typeof own !== "number") return [{ page, own: null, over: null }];
    return own > budget ? [{ page, own, over: own - budget }] : [];
  });
}
