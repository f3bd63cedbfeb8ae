import { getEmailTemplate } from "@/lib/content/email-template-queries";
import { ZEmailTemplate } from "@/lib/content/email-template-schemas";
import { saveEmailTemplate } from "@/lib/content/save-email-template";
import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";

const idOf = (raw: unknown) => {
  const id = String(raw ?? "");
  if (!/^\d{1,9}$/.test(id)) throw notFound("No such email template.");
  return Number(id);
};

// GET /api/v1/email/{id} – one email template (administrators)
export const GET = withApi({ access: "content.read" }, async ({ db, actor, params }) => {
  const row = await getEmailTemplate(db, actor, idOf(params.id));
  if (!row) throw notFound("No such email template.");
  return { status_code: 200, data: row };
});

// PUT /api/v1/email/{id} – updates an email template (administrators)
export const PUT = withApi({ access: "content.admin", body: ZEmailTemplate }, async ({ db, actor, params, body, now }) => {
  return { status_code: 200, data: await saveEmailTemplate(db, actor, idOf(params.id), body, now) };
});
