import { createTranslator, type AbstractIntlMessages } from "next-intl";
import { LOCALE_COOKIE, isLocale, negotiateLocale, type TLocale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";

// What a browser shows when a PDF link (/api/v1/pdf/{token}) has expired: a small page in the
// reader's language with the ways to a new link, instead of the API's JSON 404.
// API clients keep the JSON. The page carries no user data: only catalogue strings and fixed paths.

type TRequestLike = { headers: Headers; cookies: { get(name: string): { value: string } | undefined } };

/** True when the request is a browser opening the link as a page (not a fetch or an API client). */
export function wantsHtmlPage(headers: Headers): boolean {
  const mode = headers.get("sec-fetch-mode")?.toLowerCase();
  const dest = headers.get("sec-fetch-dest")?.toLowerCase();
  if (mode === "navigate" || dest === "document") return true;
  const accept = (headers.get("accept") ?? "").toLowerCase();
  return accept.includes("text/html");
}

/** The reader's language: the NEXT_LOCALE cookie, else Accept-Language. */
export function readerLocale(req: TRequestLike): TLocale {
  const cookie = req.cookies.get(LOCALE_COOKIE)?.value;
  return isLocale(cookie) ? cookie : negotiateLocale(req.headers.get("accept-language"));
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const LINKS = [
  { key: "billing", href: "/app/user/billing" },
  { key: "quote", href: "/getaquote" },
  { key: "home", href: "/" },
] as const;

/** The HTML of the expired-link page in a language. */
export async function pdfExpiredHtml(locale: TLocale): Promise<string> {
  // The catalogue is loaded at run time, so its keys are plain strings here.
  const translate = createTranslator({ locale, messages: (await loadMessages(locale)) as AbstractIntlMessages }) as unknown as (key: string) => string;
  const t = (key: string) => escape(translate(`pdfLink.expired.${key}`));
  const links = LINKS.map((l) => `<li><a href="${escape(l.href)}">${t(l.key)}</a></li>`).join("");
  return `<!doctype html>
<html lang="${escape(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t("title")}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1e293b;background:#f8fafc}
main{max-width:36rem;margin:12vh auto;padding:1.5rem;background:#fff;border:1px solid #cbd5e1;border-radius:8px}
h1{font-size:1.4rem;line-height:1.25;margin:0 0 .75rem}
p{margin:0 0 .75rem}
ul{margin:0;padding-left:1.25rem}
li{margin:.35rem 0}
a{color:#1d4ed8;text-decoration:underline}
a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${t("heading")}</h1>
<p>${t("body")}</p>
<p>${t("howTo")}</p>
<ul>${links}</ul>
</main>
</body>
</html>
`;
}

/** The 404 page of an expired PDF link, in the reader's language. */
export async function pdfExpiredResponse(req: TRequestLike): Promise<Response> {
  const html = await pdfExpiredHtml(readerLocale(req));
  return new Response(html, {
    status: 404,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}
