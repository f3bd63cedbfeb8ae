import type { TErrorEntry } from "@/lib/http/errors";

// Which alert a failed call shows, as a pure decision: 401 the 'Go to login' warning, 404 an alert.
// Kept apart from the dialogs so it runs (and is tested) without a browser.

/** A failed call as the app's clients see it: a server-action result or the API's error envelope. */
export type TFailedCall = { ok: boolean; status?: number; error?: readonly TErrorEntry[] } | { status_code?: number; error?: readonly TErrorEntry[] };

export type TApiAlert =
  // "401: warning alert … and a 'Go to login' button; it logs out and goes to '/'."
  | { kind: "unauthorized"; message: string }
  // "404 with code relevantReq: error alert titled 'Save Goal', message as HTML, Ok button."
  | { kind: "relevantReq"; html: string }
  // "404 with code EOSYExpired: error alert with the message and Yes and No buttons; Yes goes to /app/user/dates."
  | { kind: "eosyExpired"; message: string }
  // "Other 404: error alert titled with the message and a Close button."
  | { kind: "notFound"; code: string; message: string };

/** Where the EOSYExpired alert's Yes leads. */
export const SCHOOL_YEAR_PATH = "/app/user/dates";

function statusOf(result: TFailedCall): number | null {
  if ("ok" in result) return result.ok ? null : (result.status ?? null);
  return typeof result.status_code === "number" && result.status_code >= 400 ? result.status_code : null;
}

/**
 * The alert a failed call shows, or null when the catalogue has none for it (a success, or a
 * status the caller shows inline: 422 field errors, 402 declines, 5xx…). "Responses carry error as
 * a list whose first entry has code and message": only the first entry counts.
 */
export function apiAlertFor(result: TFailedCall | null | undefined): TApiAlert | null {
  if (!result) return null;
  const status = statusOf(result);
  if (status === null) return null;
  const first = result.error?.[0];
  const code = first?.code ?? "";
  const message = first?.message ?? "";
  if (status === 401) return { kind: "unauthorized", message };
  if (status !== 404) return null;
  if (code === "relevantReq") return { kind: "relevantReq", html: sanitizeAlertHtml(message) };
  if (code === "EOSYExpired") return { kind: "eosyExpired", message };
  return { kind: "notFound", code, message };
}

// --- The relevantReq message is HTML from the server: only a small, inert subset is kept. ---

const ALLOWED = new Set(["b", "i", "em", "strong", "br", "p", "ul", "li", "a"]);
const VOID = new Set(["br"]);
// Their text is code or styling, never words for the reader: dropped with the tag.
const DROP_CONTENT = new Set(["script", "style", "template", "noscript", "iframe", "object", "textarea", "title"]);

const escapeText = (s: string) =>
  s
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Decodes the few entities a browser would, so `&#47;&#47;evil` cannot hide a protocol-relative link. */
function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, h: string) => String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)))
    .replace(/&#(\d{1,7});?/g, (_, d: string) => String.fromCodePoint(Math.min(Number(d), 0x10ffff)))
    .replace(
      /&(amp|quot|apos|lt|gt|sol|colon|tab|newline);/gi,
      (_, n: string) => ({ amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", sol: "/", colon: ":", tab: "\t", newline: "\n" })[n.toLowerCase()] ?? "",
    );
}

/** Only same-site paths: "/app/…", never "//host", "/\host" or a scheme. */
export function isSafeHref(raw: string): boolean {
  const href = decodeEntities(raw).replace(/[\u0000-\u0020\u007f]/g, "");
  return href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\");
}

function hrefOf(attrs: string): string | null {
  const m = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attrs);
  if (!m) return null;
  const value = m[1] ?? m[2] ?? m[3] ?? "";
  return isSafeHref(value) ? decodeEntities(value).trim() : null;
}

// A comment, or a tag whose quoted attribute values may hold ">".
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s(?:[^>"']|"[^"]*"|'[^']*')*)?)\/?>/g;

/**
 * Keeps b, i, em, strong, br, p, ul, li and a[href^=/] (no other attribute), escapes every other
 * character, drops other tags (keeping their text) and closes what was left open.
 */
export function sanitizeAlertHtml(html: string): string {
  let out = "";
  let last = 0;
  const open: string[] = [];
  let dropping: string | null = null;
  for (const m of html.matchAll(TOKEN)) {
    const index = m.index ?? 0;
    if (!dropping) out += escapeText(html.slice(last, index));
    last = index + m[0].length;
    if (!m[2]) continue; // a comment
    const closing = m[1] === "/";
    const tag = m[2].toLowerCase();
    if (dropping) {
      if (closing && tag === dropping) dropping = null;
      continue;
    }
    if (DROP_CONTENT.has(tag)) {
      if (!closing) dropping = tag;
      continue;
    }
    if (!ALLOWED.has(tag)) continue;
    if (VOID.has(tag)) {
      if (!closing) out += `<${tag}>`;
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (tag === "a") {
      const href = hrefOf(m[3] ?? "");
      out += href ? `<a href="${escapeAttr(href)}">` : "<a>";
    } else {
      out += `<${tag}>`;
    }
    open.push(tag);
  }
  if (!dropping) out += escapeText(html.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/**
 * The 401 alert's title: "warning alert titled with the server message", in the
 * user's language when its code is a known one; the generic title only when no message came.
 */
export function sessionAlertTitle(entry: TErrorEntry | undefined, errorText: (e: TErrorEntry | undefined, fallback: string) => string, fallback: string): string {
  return entry?.message ? errorText(entry, fallback) : fallback;
}
