import "server-only";
import type { TDbOrTx } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { pdfFilename } from "@/lib/billing/pdf/model";
import { pdfLocale } from "@/lib/billing/pdf/strings";
import { nameForFile } from "@/lib/lessons/pdf/model";
import { createPdfLink } from "@/lib/pdf/links";
import { readableTarget } from "./access";
import { ZTargetPdfBody, type TTargetPdfBody } from "./schemas";

/**
 * POST /api/v1/target/pdf {id}: a 10-minute link to the PDF of a target the caller may read (own or
 * shared; else 404). The document is rendered from the stored target when the link is opened, in
 * the reader's language, never from text the caller sent.
 */
export async function linkTargetPdf(db: TDbOrTx, actor: TActor, input: TTargetPdfBody, now: Date): Promise<{ link: string }> {
  const v = ZTargetPdfBody.parse(input);
  const target = await readableTarget(db, actor.user.id, v.id);
  const link = await createPdfLink(db, {
    kind: "target",
    subjectId: target.id,
    userId: actor.user.id,
    locale: pdfLocale(actor.user.language),
    filename: pdfFilename(v.filename, `SCUTA-target-${nameForFile(target.name, String(target.id))}`),
    now,
  });
  return { link };
}
