import { renderAnalysisPdf, analysisStrings } from "@/lib/analysis/pdf";
import { analysisFor, teamAnalysisFor } from "@/lib/analysis/queries";
import { ZAnalysisQuery } from "@/lib/analysis/schemas";
import { directTargetOf } from "@/lib/analysis/scope";
import { withApi } from "@/lib/http/with-api";
import { placedUser } from "@/lib/memberships/queries";
import { guardPdfRender, pdfRateKey } from "@/lib/pdf/limit";

// GET /api/v1/analysis/pdf?from=&to=[&user_id=][&scope=counselor|team] – the use-of-time report as a PDF, in the caller's language
export const GET = withApi({ access: "dashboard.read", query: ZAnalysisQuery }, async ({ req, db, actor, query, now }) => {
  await guardPdfRender(db, pdfRateKey(actor, req.headers), now);
  const t = await analysisStrings(actor.user.language);
  // The target of the district the caller is placed in by their active membership (a counselor of
  // their team: that counselor's active district, as analysisFor answers it).
  const target = await directTargetOf(db, (await placedUser(db, actor.user)).leaid);
  const nameOf = (u: { firstName: string; lastName: string; username: string }) => `${u.firstName} ${u.lastName}`.trim() || u.username;
  let pdf: Buffer;
  if (query.scope === "team") {
    const team = await teamAnalysisFor(db, actor.user, query, now);
    pdf = await renderAnalysisPdf(
      { title: t("pdf.title"), subject: t("pdf.team", { count: team.counselors.length }), from: query.from, to: query.to, target, analysis: team.total, counselors: team.counselors },
      actor.user.language,
    );
  } else {
    const { subject, analysis } = await analysisFor(db, actor.user, query, now);
    const subjectTarget = subject.isSelf ? target : await directTargetOf(db, subject.leaid);
    pdf = await renderAnalysisPdf({ title: t("pdf.title"), subject: nameOf(subject), from: query.from, to: query.to, target: subjectTarget, analysis }, actor.user.language);
  }
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-length": String(pdf.length),
      "content-disposition": `inline; filename="use-of-time-${query.from}-${query.to}.pdf"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
