import "server-only";
// Every PDF is set in the embedded Liberation Sans, which has the minus sign and every letter of a name.
import "@/lib/pdf/fonts";
import { renderPdf } from "@/lib/pdf/limit";
import { asc, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { standards, targetStandards, type pdfLinks } from "@/db/schema";
import { pdfLocale } from "@/lib/billing/pdf/strings";
import { AppError } from "@/lib/http/errors";
import { standardsIn } from "@/lib/i18n/standards-server";
import { pdfAuthor } from "@/lib/lessons/pdf/model";
import { pdfTranslator } from "@/lib/pdf/strings";
import { getTargetOf } from "../queries";
import { TargetDocument } from "./target-document";

// The renderer of the "target" PDF links (registered in lib/pdf/renderers.ts). The link names the
// reader (user_id) and the target (subject_id); the reader's access is checked again here, so a
// target unshared since the link was made renders nothing (404, like an expired link).

type TLink = typeof pdfLinks.$inferSelect;

export async function renderTargetPdf(db: TDbOrTx, link: TLink): Promise<Buffer | null> {
  if (link.subjectId === null || link.userId === null) return null;
  const userId = link.userId;
  let target;
  try {
    target = await getTargetOf(db, userId, link.subjectId);
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
  const rows = await db
    .select({ abbrev: standards.abbrev, name: standards.name, edition: standards.edition })
    .from(targetStandards)
    .innerJoin(standards, eq(standards.id, targetStandards.standardId))
    .where(eq(targetStandards.targetId, target.id))
    .orderBy(asc(targetStandards.position), asc(standards.abbrev));
  const locale = pdfLocale(link.locale);
  // The standards are named in the reader's language, like the rest of the document.
  const [t, author, named] = await Promise.all([pdfTranslator("goals.pdf", locale), pdfAuthor(db, userId, link.createdAt), standardsIn(rows, locale)]);
  return renderPdf(<TargetDocument t={t} data={{ target, standards: named.map(({ abbrev, name }) => ({ abbrev, name })) }} author={author} />);
}
