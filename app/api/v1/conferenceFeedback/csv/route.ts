import { withApi } from "@/lib/http/with-api";
import { allFeedback } from "@/lib/conference-feedback/queries";
import { toCsv } from "@/lib/conference-feedback/rules";
import { ZFeedbackFilter } from "@/lib/conference-feedback/schemas";

// GET /api/v1/conferenceFeedback/csv?conference – the feedback as CSV (admins)
export const GET = withApi({ access: "feedback.read", query: ZFeedbackFilter }, async ({ db, query }) => {
  const rows = await allFeedback(db, query.conference);
  const csv = toCsv(
    ["id", "conference", "date", "name", "email", "school", "rating", "comment"],
    rows.map((r) => [r.id, r.conference, r.createdAt.toISOString(), r.name, r.email, r.school, r.rating, r.comment]),
  );
  return new Response(csv, {
    status: 200,
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="conference-feedback${query.conference ? `-${query.conference}` : ""}.csv"`,
      "cache-control": "no-store",
    },
  });
});
