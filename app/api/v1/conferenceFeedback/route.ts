import { withApi } from "@/lib/http/with-api";
import { feedbackSummary, listFeedback } from "@/lib/conference-feedback/queries";
import { ZFeedbackFilter } from "@/lib/conference-feedback/schemas";

// GET /api/v1/conferenceFeedback?conference&page – visitors' feedback, newest first, with the
// average rating per conference (admins)
export const GET = withApi({ access: "feedback.read", query: ZFeedbackFilter }, async ({ db, query }) => {
  const [page, summary] = await Promise.all([listFeedback(db, query), feedbackSummary(db)]);
  return { status_code: 200, data: page.rows, total: page.total, page: page.page, pages: page.pages, summary };
});
