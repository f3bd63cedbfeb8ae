import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyClient } from "@/components/ui/lazy-client";
import * as format from "@/lib/i18n/format";
import * as formatDate from "@/lib/i18n/format-date";

// What keeps the home page's own JavaScript within 10 kB (gzip) of an empty Next page's: the parts
// every public page loads (root layout, public layout, error and not-found boundaries) and the
// home page's islands take neither next/dynamic's loader nor next/link, and only the modules they use.

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
