import { z } from "zod";

// The one text helper of every schema (ARCHITECTURE "Text input"): trimmed, length-limited, and
// refusing the C0 control characters U+0000–U+001F and U+007F. PostgreSQL cannot store a NUL byte
// (a query carrying one fails), and the other control characters have no business in a name, a
// title or a note; a multi-line field keeps tab, line feed and carriage return.
// No "server-only": forms validate with the same schemas.

const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f]/;
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const TEXT_MESSAGES = {
  control: "Remove the control characters from this text.",
  lineBreak: "This field holds one line: remove the line breaks and tabs.",
} as const;

/** True when `value` holds a control character (tab, line feed and carriage return allowed when multi-line). */
export function hasControlChars(value: string, opts: { multiline?: boolean } = {}): boolean {
  return (opts.multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value);
}

export type TTextOptions = {
  max: number;
  /** At least this many characters (after trimming). */
  min?: number;
  /** Tabs and line breaks allowed (a note, a message). */
  multiline?: boolean;
  /** false for secrets such as passwords, whose spaces are part of them. */
  trim?: boolean;
  /** The message when the value is missing, not a string or shorter than `min`. */
  required?: string;
  /** The message when the value is longer than `max`. */
  tooLong?: string;
};

/**
 * A text field: `zText({ max: 200 })`, `zText({ min: 1, max: 200, required: "Enter a title." })`,
 * `zText({ max: 10_000, multiline: true })`. It is a z.ZodString, so `.optional()`, `.default()`,
 * `.toLowerCase()`, `.regex()` and `.pipe()` chain as usual.
 */
export function zText(opts: TTextOptions): z.ZodString {
  let schema = opts.required ? z.string({ error: opts.required }) : z.string();
  if (opts.trim !== false) schema = schema.trim();
  if (opts.min !== undefined) schema = schema.min(opts.min, opts.required ?? `Use at least ${opts.min} characters.`);
  schema = schema.max(opts.max, opts.tooLong ?? `Use at most ${opts.max} characters.`);
  const multiline = opts.multiline === true;
  return schema.superRefine((value, ctx) => {
    if (!hasControlChars(value, { multiline })) return;
    // A line break in a one-line field gets its own words: it is the common case (a paste).
    const message = !multiline && !hasControlChars(value, { multiline: true }) ? TEXT_MESSAGES.lineBreak : TEXT_MESSAGES.control;
    ctx.addIssue({ code: "custom", message });
  });
}

/**
 * Text from another system (an imported .ics, a Google or Outlook event) made fit for a zText
 * field instead of refusing the whole import: one-line text gets a space for each run of control
 * characters and line breaks; multi-line text keeps tab, CR and LF and loses the other controls.
 */
export function cleanText(value: string, opts: { multiline?: boolean } = {}): string {
  if (opts.multiline) return value.replace(new RegExp(MULTI_LINE_CONTROL.source, "g"), "");
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

/**
 * A path segment or query value that reaches a look-up without a schema (/coupons/{code},
 * /newLicense/{username}/{code}): the decoded text, or null when it holds a control character,
 * so the caller answers "not found" before any query runs.
 */
export function cleanSegment(raw: string): string | null {
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A stray '%' is kept as typed, as an unknown value.
  }
  return hasControlChars(raw) || hasControlChars(decoded) ? null : decoded;
}

/** The path (dotted) of the first string inside `value` holding a NUL byte, or null. Objects are walked to `depth`. */
export function findNulByte(value: unknown, depth = 8, path: string[] = []): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") || "body" : null;
  if (depth <= 0 || value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes("\u0000")) return path.join(".") || "body";
    const found = findNulByte(item, depth - 1, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
