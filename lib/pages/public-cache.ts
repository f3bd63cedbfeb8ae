import { revalidatePath } from "next/cache";

// The public pages cached per language that show data an administrator edits. A use-case that
// changes such data calls refreshPublicPages(kind) after its transaction, so the next visitor gets
// a page rendered afresh (each page also renews itself a minute after it was rendered, which
// covers other app instances, whose caches this call does not reach).

const ROOT = "/[locale]/(public)";
const PAGES = {
  coupon: [`${ROOT}/(entry)/coupons/[code]`],
  conference: [`${ROOT}/(entry)/[dinamic]`, `${ROOT}/(info)/conferences`],
  promotion: [`${ROOT}/(landing)`, `${ROOT}/(entry)/promo/[url]`, `${ROOT}/(entry)/nsclc`, `${ROOT}/(entry)/nsclc10`, `${ROOT}/(entry)/hatch`],
  liveTraining: [`${ROOT}/(landing)`],
  faq: [`${ROOT}/(info)/questions`],
} as const;

export type TPublicData = keyof typeof PAGES;

export function refreshPublicPages(kind: TPublicData): void {
  for (const path of PAGES[kind]) {
    try {
      revalidatePath(path, "page");
    } catch {
      // Outside a request (scripts, tests) there is no page cache to refresh.
    }
  }
}
