import "server-only";
import type { TDbOrTx } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { pdfTranslator } from "@/lib/pdf/strings";
import { reportLocale, reportStrings } from "@/lib/reports/export";
import { renderRampPack } from "./pack-pdf";
import { rampWorkspace } from "./queries";

// GET /api/v1/ramp/pack: the pack of the caller's (or a managed counselor's) school year, in the reader's language.

export async function rampPackPdf(db: TDbOrTx, actor: TActor, now: Date, userId?: number | null): Promise<{ pdf: Buffer; filename: string }> {
  const locale = reportLocale(actor.user.language);
  const { subject, data, rows } = await rampWorkspace(db, actor, now, locale, userId);
  const [t, rt] = await Promise.all([pdfTranslator("ramp", locale), reportStrings(locale)]);
  const counselor = `${subject.user.firstName} ${subject.user.lastName}`.trim() || subject.user.username;
  const pdf = await renderRampPack({ data, rows, counselor, printedOn: now.toISOString().slice(0, 10) }, t, rt, locale);
  return { pdf, filename: `ramp-pack-${subject.schoolYear}-${subject.schoolYear + 1}.pdf` };
}
