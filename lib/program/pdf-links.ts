import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { annualConferences } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { pdfLocale } from "@/lib/billing/pdf/strings";
import { notFound } from "@/lib/http/errors";
import { createPdfLink } from "@/lib/pdf/links";
import { todayIn } from "@/lib/users/rules";
import { programSubject } from "./access";
import { schoolYearStart } from "./rules";
import { ZAnnualConferencePdfBody } from "./schemas";

export const CONFERENCE_NOT_SAVED = "Save the annual administrative conference before printing it.";

/**
 * POST /api/v1/annualConference/pdf {year?, user_id?}: a 10-minute link to the PDF of a saved
 * conference, the caller's or (for a manager) a managed counselor's; anyone else's is a 404.
 */
export async function linkAnnualConferencePdf(db: TDbOrTx, actor: TActor, input: unknown, now: Date): Promise<{ link: string }> {
  const v = ZAnnualConferencePdfBody.parse(input);
  const subject = await programSubject(db, actor, v.user_id);
  const year = v.year ?? schoolYearStart(todayIn(actor.user.timezone, now));
  const [row] = await db
    .select({ id: annualConferences.id })
    .from(annualConferences)
    .where(and(eq(annualConferences.userId, subject.id), eq(annualConferences.schoolYear, year)))
    .limit(1);
  if (!row) throw notFound(CONFERENCE_NOT_SAVED);
  const link = await createPdfLink(db, {
    kind: "annual_conference",
    subjectId: row.id,
    userId: actor.user.id,
    locale: pdfLocale(actor.user.language),
    filename: `SCUTA-annual-conference-${year}`,
    now,
  });
  return { link };
}
