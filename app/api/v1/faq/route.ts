import { ZFaq } from "@/lib/content/faq-schemas";
import { saveFaq } from "@/lib/content/save-faq";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/faq – creates a FAQ record (administrators)
export const POST = withApi({ access: "content.admin", body: ZFaq }, async ({ db, actor, body, now }) => {
  return { status_code: 200, data: await saveFaq(db, actor, null, body, now) };
});
