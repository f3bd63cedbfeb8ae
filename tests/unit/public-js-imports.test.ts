import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyClient } from "@/components/ui/lazy-client";
import * as format from "@/lib/i18n/format";
import * as formatDate from "@/lib/i18n/format-date";

// What keeps the public pages' own JavaScript within 10 kB (gzip) of an empty Next page's: the parts
// every public page loads (root layout, public layout, error and not-found boundaries), the home
// page's islands and the entry pages' sign-up view take neither next/dynamic's loader nor next/link,
// and only the modules they use.

const ROOT = path.resolve(__dirname, "../..");
const source = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

const ON_EVERY_PUBLIC_PAGE = [
  "components/ui/lazy-toaster.tsx",
  "components/account/contact-button.tsx",
  "components/public/session-links.tsx",
  "components/public/site-link.tsx",
  "components/pages/not-found-view.tsx",
];
const HOME_ISLANDS = [
  "components/training/count-up.tsx",
  "components/training/landing-gallery.tsx",
  "components/training/live-training-banner.tsx",
  "components/training/live-training-dialog-lazy.tsx",
  "components/training/promotion-carousel.tsx",
  "components/training/training-texts.ts",
  "components/signup/partner-host-check.tsx",
];

describe("a public page's own JavaScript", () => {
  it("every public page's parts and the home page's islands load lazily without next/dynamic and link without next/link (nor the app's link, which wraps it)", () => {
    const offenders = [...ON_EVERY_PUBLIC_PAGE, ...HOME_ISLANDS, "components/ui/dialog.tsx"].filter((f) => /from "(next\/(dynamic|link)|@\/components\/ui\/app-link)"/.test(source(f)));
    expect(offenders).toEqual([]);
  });

  it("the home page and its islands take the button look alone (button-class), not Button and its submit-button code", () => {
    const files = [...HOME_ISLANDS, "components/account/contact-button.tsx", "app/[locale]/(public)/(landing)/page.tsx"];
    expect(files.filter((f) => /from "@\/components\/ui\/button"/.test(source(f)))).toEqual([]);
  });

  it("the home page's training sentences take the date formatter alone (format-date), not every formatter of the app", () => {
    expect(HOME_ISLANDS.filter((f) => /from "@\/lib\/i18n\/format"/.test(source(f)))).toEqual([]);
  });

  it("format.ts hands out format-date's own date formatters (one formatter per concern)", () => {
    expect(format.formatDate).toBe(formatDate.formatDate);
    expect(format.dateFormatter).toBe(formatDate.dateFormatter);
  });
});

/** The modules a file imports for their values (not `import type`, not a lazy `import()`), as repository paths or package names. */
function valueImports(file: string): string[] {
  const specs = [...source(file).matchAll(/^import\s+(?!type\s)[^;]*?\s+from\s+"([^"]+)";/gm)].map((m) => m[1]);
  return specs.map((spec) => {
    if (!spec.startsWith("@/") && !spec.startsWith(".")) return spec;
    const base = spec.startsWith("@/") ? spec.slice(2) : path.join(path.dirname(file), spec);
    const found = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => base + ext).find((f) => /\.tsx?$/.test(f) && existsSync(path.join(ROOT, f)));
    if (!found) throw new Error(`${file}: cannot resolve ${spec}`);
    return found;
  });
}

/** Every module a file's initial code loads: its value imports and theirs. */
function initialModules(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    for (const dep of valueImports(file)) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      if (/\.tsx?$/.test(dep)) visit(dep);
    }
  };
  visit(entry);
  return [...seen].sort();
}

describe("the entry pages' own JavaScript (every page of components/signup/entry-view.tsx)", () => {
  it("the sign-up view loads with the page only itself, its welcome section, the visit's URL rules and React: no message library, zod, schemas, error helpers, auth or account rules", () => {
    expect(initialModules("components/signup/signup-view.tsx")).toEqual(
      [
        "components/signup/entry-hero.tsx",
        "components/signup/visit-context.ts",
        "components/ui/button-class.ts",
        "components/ui/lazy-client.tsx",
        "lib/signup/dialogs.ts",
        "lib/signup/view-rules.ts",
        "react",
      ].sort(),
    );
  });

  it("the dialogs, their strings and the message library load lazily (lazyClient), not through next/dynamic", () => {
    const view = source("components/signup/signup-view.tsx");
    expect(view).not.toMatch(/from "(next\/(dynamic|link)|next-intl|@\/components\/ui\/app-link)"/);
    for (const lazy of ["./entry-messages", "./login-dialog", "./register-dialog", "./quote-panel", "./success-dialogs"]) expect(view).toContain(`import("${lazy}")`);
  });

  it("no entry page wraps itself in the message provider: the layout of the entry group renders none, the sign-up view's dialogs bring their own", () => {
    expect(existsSync(path.join(ROOT, "app/[locale]/(public)/(entry)/layout.tsx"))).toBe(false);
    expect(source("components/signup/entry-messages.tsx")).toMatch(/NextIntlClientProvider/);
  });
});

describe("lazyClient, the lazy loader of the public pages", () => {
  it("renders nothing on the server and does not load the code there (what next/dynamic's ssr: false did)", () => {
    let loads = 0;
    const Text = ({ text }: { text: string }) => createElement("p", null, text);
    const View = lazyClient(async () => {
      loads += 1;
      return Text;
    });
    expect(renderToStaticMarkup(createElement("div", null, createElement(View, { text: "hello" })))).toBe("<div></div>");
    expect(loads).toBe(0);
  });
});
