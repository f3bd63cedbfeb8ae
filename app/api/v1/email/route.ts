import { ZEmailTemplate } from "@/lib/content/email-template-schemas";
import { saveEmailTemplate } from "@/lib/content/save-email-template";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/email – creates an email template (administrators; expires YYYY-MM-DD)
export const POST = withApi({ access: "content.admin", body: ZEmailTemplate }, async ({ db, actor, body, now }) => {
  return { status_code: 200, data: await saveEmailTemplate(db, actor, null, body, now) };
});
