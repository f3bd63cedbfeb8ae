import { z } from "zod";
import { hasControlChars, zText } from "@/lib/http/text";
import { ZQuoteDraft } from "@/lib/billing/schemas";

// Inputs of the PDF calls (routes and server actions).

const ZId = (message: string) => z.coerce.number(message).int(message).positive(message).max(2_147_483_647, message);
const ZLinkToken = zText({ max: 200 })
  .optional()
  .nullable()
  .transform((v) => v || undefined);
const ZFilename = zText({ max: 120 }).optional();

/** POST /api/v1/quoteByQuoteID/pdf and quotePdfAction/fundingPdfAction. */
export const ZQuotePdfBody = z.object({ quoteID: ZId("Enter a valid quote id."), linkToken: ZLinkToken, filename: ZFilename });
export const ZQuotePdfInput = z.object({ quoteId: ZId("Enter a valid quote id."), linkToken: ZLinkToken });
export type TQuotePdfInput = z.input<typeof ZQuotePdfInput>;

/** POST /api/v1/invoice/pdf: datePrint, typeInvoice and userName are read for compatibility; the invoice decides what it shows. */
export const ZInvoicePdfBody = z.object({
  orderID: ZId("Enter a valid order id."),
  datePrint: zText({ max: 40 }).optional(),
  typeInvoice: z.union([zText({ max: 40 }), z.number()]).optional(),
  userName: zText({ max: 120 }).optional(),
  linkToken: ZLinkToken,
  filename: ZFilename,
});
export const ZInvoicePdfInput = z.object({ orderId: ZId("Enter a valid order id."), linkToken: ZLinkToken });
export type TInvoicePdfInput = z.input<typeof ZInvoicePdfInput>;

/** POST /api/v1/remove/pdfUrl and removePdfLinkAction. */
export const ZRemovePdfLinkBody = z.object({ link: zText({ min: 1, max: 2000, required: "Send the PDF link.", tooLong: "This is not a PDF link." }) });
export type TRemovePdfLinkBody = z.input<typeof ZRemovePdfLinkBody>;

function objectOrNull(v: unknown): Record<string, unknown> | null {
  return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

/**
 * POST /api/v1/quote/pdf and /api/v1/fundingRequestPdf/pdf: the billing draft, either as `billing`
 * beside userInfo, filename, includeFunding… or as the body itself. Fields at the
 * top level (includeFunding, linkToken, locale, username) win over the draft's; userInfo.username
 * names the licence holder when the draft does not.
 */
export const ZDraftPdfBody = z.preprocess(
  (raw) => {
    const body = objectOrNull(raw);
    if (!body) return raw;
    const billing = objectOrNull(body.billing);
    if (!billing) return { billing: body, filename: body.filename };
    const top = Object.fromEntries(["includeFunding", "linkToken", "locale", "username"].filter((k) => body[k] !== undefined && body[k] !== null).map((k) => [k, body[k]]));
    // The quote page sends the licence holder as userInfo beside the draft.
    const holder = objectOrNull(body.userInfo)?.username;
    const fromUserInfo = billing.username === undefined && top.username === undefined && typeof holder === "string" ? { username: holder } : {};
    return { billing: { ...billing, ...fromUserInfo, ...top }, filename: body.filename };
  },
  // A file name with a control character (a line break would break the download header) is ignored like a missing one.
  z.object({ billing: ZQuoteDraft, filename: z.unknown().transform((v) => (typeof v === "string" && !hasControlChars(v) ? v.slice(0, 120) : undefined)) }),
);
