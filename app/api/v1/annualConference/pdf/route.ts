import { withApi } from "@/lib/http/with-api";
import { linkAnnualConferencePdf } from "@/lib/program/pdf-links";
import { ZAnnualConferencePdfBody } from "@/lib/program/schemas";

// POST /api/v1/annualConference/pdf {year?, user_id?} – a 10-minute link to the saved conference's PDF (the caller's, or a managed counselor's for a manager)
export const POST = withApi({ access: "program.write", license: "renewal", body: ZAnnualConferencePdfBody }, async ({ db, actor, body, now }) => ({
  status_code: 200,
  ...(await linkAnnualConferencePdf(db, actor, body, now)),
}));
