import { withApi } from "@/lib/http/with-api";
import { linkTargetPdf } from "@/lib/goals/pdf-links";
import { ZTargetPdfBody } from "@/lib/goals/schemas";

// POST /api/v1/target/pdf {id} – a 10-minute link to the PDF of a target the caller may read (the id decides the content)
export const POST = withApi({ access: "goal.write", license: "renewal", body: ZTargetPdfBody }, async ({ db, actor, body, now }) => {
  return { status_code: 200, ...(await linkTargetPdf(db, actor, body, now)) };
});
