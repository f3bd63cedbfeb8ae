import { clientIp } from "@/lib/auth/ip";
import { removePdfLink } from "@/lib/pdf/links";
import { ZRemovePdfLinkBody } from "@/lib/billing/pdf/schemas";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/remove/pdfUrl – remove a PDF link after it was opened (public: the link is the capability; idempotent)
export const POST = withApi({ access: "public", body: ZRemovePdfLinkBody }, async ({ req, db, actor, body, now }) => {
  if (!actor) await hitRateLimit(db, RATE_LIMITS.pdfRemove, clientIp(req.headers), now);
  await removePdfLink(db, body.link);
  return { status_code: 200, removed: true };
});
