import sanitizeHtml from "sanitize-html";
import { z } from "zod";
import { TEXT_MESSAGES } from "./text";

// The one rich-text schema (the editor's toolbar is bold, italic and link). What
// the browser sends is never trusted: the HTML is rebuilt from an allow-list, so a <script>, an
// event handler (onerror, onclick…), a style or a javascript: link never reaches the database or a
// page. No "server-only": forms may validate with it too.

const SAFE_HREF = /^\s*(https?:\/\/|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "a"],
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Script and style bodies are dropped with their tags (not kept as text).
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math", "template"],
  disallowedTagsMode: "discard",
  transformTags: {
    // Every kept link opens in a new tab without handing the opener to the target; a link of
    // another scheme (javascript:, data:, a protocol-relative //host) keeps only its text.
    a: (_tagName, attribs): sanitizeHtml.Tag =>
      SAFE_HREF.test(attribs.href ?? "") ? { tagName: "a", attribs: { href: attribs.href.trim(), rel: "noopener noreferrer", target: "_blank" } } : { tagName: "a", attribs: {} },
    // Blocks pasted from elsewhere keep their line instead of running into the next one.
    div: "p",
    h1: "p",
    h2: "p",
    h3: "p",
    h4: "p",
    h5: "p",
    h6: "p",
    li: "p",
    blockquote: "p",
  },
};

/** The HTML with only p, br, strong/b, em/i and a[href] (http, https, mailto) left. */
export function sanitizeRichText(html: string): string {
  // A link left without an address (see transformTags) keeps only its text: links cannot nest, so
  // each bare <a> closes at the next </a>.
  return sanitizeHtml(html, OPTIONS)
    .replace(/<a>([\s\S]*?)<\/a>/g, "$1")
    .trim();
}

/** The visible text of rich-text HTML (for length checks and plain-text views). */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html.replace(/<br\s*\/?>|<\/p>/gi, "\n"), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();
}

/** An empty editor sends "<p></p>": stored as "". */
function emptyToBlank(html: string): string {
  return richTextToPlain(html) === "" && !/<a\s/i.test(html) ? "" : html;
}

const NUL_OR_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * A rich-text field: `zRichText({ max: 5000 })` → sanitised HTML ("" when empty). `max` limits the
 * visible text (what the user typed), and the stored HTML may be at most 4 × max + 200 characters.
 */
export function zRichText(opts: { max: number; tooLong?: string }) {
  const tooLong = opts.tooLong ?? `Use at most ${opts.max} characters.`;
  return z
    .string()
    .max(opts.max * 4 + 200, tooLong)
    .refine((v) => !NUL_OR_CONTROL.test(v), TEXT_MESSAGES.control)
    .transform((v) => emptyToBlank(sanitizeRichText(v)))
    .refine((v) => richTextToPlain(v).length <= opts.max, tooLong);
}
