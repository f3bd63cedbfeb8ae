import { z } from "zod";
import { zText } from "@/lib/http/text";
import { dollarsToCentsOrNull, STATE_CODES } from "./rules";

// The grant form and calls. No "server-only": the form validates with it.

export const GRANT_NAME_MAX = 200;
export const GRANT_URL_MAX = 500;
export const GRANT_TEXT_MAX = 2000;

const ZAmount = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined) return null;
    const cents = typeof v === "number" ? (Number.isInteger(v) && v >= 0 && v <= 2_000_000_000 ? v : Number.NaN) : dollarsToCentsOrNull(v);
    if (cents !== null && Number.isNaN(cents)) {
      ctx.addIssue({ code: "custom", message: "Enter an amount in dollars, e.g. 5000 or 5000.00." });
      return z.NEVER;
    }
    return cents;
  });

const ZIsoDate = z
  .union([z.literal(""), z.null(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use the date picker (YYYY-MM-DD).")])
  .optional()
  .transform((v, ctx) => {
    if (!v) return null;
    const d = new Date(`${v}T00:00:00Z`);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) {
      ctx.addIssue({ code: "custom", message: "This date does not exist." });
      return z.NEVER;
    }
    return v;
  });

const ZStates = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v, ctx) => {
    const list = (Array.isArray(v) ? v : (v ?? "").split(/[\s,;]+/)).map((s) => s.trim().toUpperCase()).filter(Boolean);
    const bad = list.filter((s) => !STATE_CODES.has(s));
    if (bad.length) {
      ctx.addIssue({ code: "custom", message: `Unknown state code: ${bad.slice(0, 3).join(", ")}. Use two-letter codes such as CA, NY.` });
      return z.NEVER;
    }
    return [...new Set(list)].sort();
  });

const ZHttpsUrl = zText({ min: 1, max: GRANT_URL_MAX, required: "Enter the grant's web address." }).refine((v) => {
  try {
    const u = new URL(v);
    return u.protocol === "https:" && u.hostname.includes(".") && !u.username && !u.password;
  } catch {
    return false;
  }
}, "Enter an https:// address.");

export const ZGrantInput = z
  .object({
    name: zText({ min: 1, max: GRANT_NAME_MAX, required: "Enter the grant's name." }),
    funder: zText({ min: 1, max: GRANT_NAME_MAX, required: "Enter who funds it." }),
    amountMin: ZAmount,
    amountMax: ZAmount,
    deadline: ZIsoDate,
    states: ZStates,
    url: ZHttpsUrl,
    descriptionEn: zText({ max: GRANT_TEXT_MAX, multiline: true }).default(""),
    descriptionIt: zText({ max: GRANT_TEXT_MAX, multiline: true }).default(""),
    descriptionDe: zText({ max: GRANT_TEXT_MAX, multiline: true }).default(""),
  })
  .superRefine((v, ctx) => {
    if (v.amountMin !== null && v.amountMax !== null && v.amountMin > v.amountMax) ctx.addIssue({ code: "custom", path: ["amountMax"], message: "The highest amount cannot be below the lowest." });
  });
export type TGrantInput = z.input<typeof ZGrantInput>;

export const ZGrantFilter = z.object({
  state: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .transform((v) => (v && STATE_CODES.has(v) ? v : null)),
  past: z
    .enum(["0", "1"])
    .optional()
    .transform((v) => v === "1"),
  q: zText({ max: 100 })
    .optional()
    .transform((v) => v || ""),
});
export type TGrantFilter = z.output<typeof ZGrantFilter>;
