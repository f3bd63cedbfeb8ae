import { describe, expect, it } from "vitest";
import { BUDGET_PAGES, OWN_JS_BUDGET, overJsBudget, scriptsInHtml } from "@/bench/public/js-size.mjs";

const page = (own: number) => ({ initial: { total: own + 130_000, framework: 130_000, own, files: 8 }, loaded: { total: 0, framework: 0, own: 0, files: 0 } });

describe("the public pages' JavaScript budget", () => {
  it("'our own JavaScript on a public page at most 10 kB gzip above an empty Next page's' binds the home page, an information page and the entry pages (a coupon's, a conference's)", () => {
    expect(OWN_JS_BUDGET).toBe(10 * 1024);
    expect(BUDGET_PAGES).toEqual(["/", "/privacy", "/coupons/SAVE25", "/asca2027"]);
  });

  it("passes pages at or under the budget", () => {
    expect(overJsBudget({ "/": page(10 * 1024), "/privacy": page(3_000), "/coupons/SAVE25": page(10 * 1024), "/asca2027": page(9_000) })).toEqual([]);
  });

  it("names a page over the budget and by how much", () => {
    expect(overJsBudget({ "/": page(10 * 1024 + 1), "/privacy": page(3_000), "/coupons/SAVE25": page(9_000), "/asca2027": page(9_000) })).toEqual([{ page: "/", own: 10 * 1024 + 1, over: 1 }]);
    expect(overJsBudget({ "/": page(9_000), "/privacy": page(3_000), "/coupons/SAVE25": page(35_000), "/asca2027": page(10 * 1024) })).toEqual([
      { page: "/coupons/SAVE25", own: 35_000, over: 35_000 - 10 * 1024 },
    ]);
  });

  it("counts a page nobody measured as over", () => {
    expect(overJsBudget({ "/": page(1_000) })).toEqual([
      { page: "/privacy", own: null, over: null },
      { page: "/coupons/SAVE25", own: null, over: null },
      { page: "/asca2027", own: null, over: null },
    ]);
  });

  it("reads the script tags of a page's HTML, not the nomodule polyfills", () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/polyfills.js" noModule=""></script><script src="/_next/static/chunks/b.js"></script><script>inline()</script>';
    expect(scriptsInHtml(html)).toEqual(["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"]);
  });
});
