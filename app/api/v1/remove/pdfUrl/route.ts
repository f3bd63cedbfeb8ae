import { removePdfLink } from "@/lib/billing/pdf-links";
import { ZRemovePdfLinkBody } from "@/lib/billing/pdf/schemas";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/remove/pdfUrl – remove a PDF link after it was opened (public: the link is the capability; idempotent)
export const POST = withApi({ access: "public", body: ZRemovePdfLinkBody }, async ({ db, body }) => {
  await removePdfLink(db, body.link);
  return { status_code: 200, removed: true };
});
