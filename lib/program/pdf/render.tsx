import "server-only";
// Every PDF is set in the embedded Liberation Sans, which has the minus sign and every letter of a name.
import "@/lib/pdf/fonts";
import { renderPdf } from "@/lib/pdf/limit";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { annualConferences, users, type pdfLinks } from "@/db/schema";
import { pdfLocale } from "@/lib/billing/pdf/strings";
import { AppError } from "@/lib/http/errors";
import { pdfAuthor } from "@/lib/lessons/pdf/model";
import { pdfTranslator } from "@/lib/pdf/strings";
import { programSubjectFor } from "../access";
import { annualConferenceOf, schoolProfileOf, schoolReferenceOf, smartGoalChoices } from "../queries";
import { ConferenceDocument } from "./conference-document";

// The renderer of the "annual_conference" PDF links (registered in lib/pdf/renderers.ts). The link
// names the reader (user_id) and the conference (subject_id); the reader's access is checked again
// here (their own, or a counselor they manage), so a link whose reader lost access renders nothing.

type TLink = typeof pdfLinks.$inferSelect;

export async function renderAnnualConferencePdf(db: TDbOrTx, link: TLink): Promise<Buffer | null> {
  if (link.subjectId === null || link.userId === null) return null;
  const [row] = await db.select({ userId: annualConferences.userId, schoolYear: annualConferences.schoolYear }).from(annualConferences).where(eq(annualConferences.id, link.subjectId)).limit(1);
  const [reader] = await db.select().from(users).where(eq(users.id, link.userId)).limit(1);
  if (!row || !reader) return null;
  let subject;
  try {
    subject = await programSubjectFor(db, reader, row.userId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
  const [conference, goals, profile, ref, t, author] = await Promise.all([
    annualConferenceOf(db, subject.id, row.schoolYear),
    smartGoalChoices(db, subject.id),
    schoolProfileOf(db, subject.id),
    schoolReferenceOf(db, subject),
    pdfTranslator("program.pdf", pdfLocale(link.locale)),
    pdfAuthor(db, link.userId, link.createdAt),
  ]);
  const goalNames = conference.smartGoalIds.map((id) => goals.find((g) => g.id === id)?.name).filter((n): n is string => !!n);
  const counselorName = `${subject.firstName} ${subject.lastName}`.trim() || subject.username;
  const schoolName = profile.schoolData.schoolName || ref?.schoolName || subject.schoolName;
  return renderPdf(<ConferenceDocument t={t} data={{ conference, counselorName, schoolName, goalNames }} author={author} />);
}
