import { duplicateEmailTemplate } from "@/lib/content/save-email-template";
import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";

// PUT /api/v1/email/doublicateEmail/{id} – copies an email template; answers the copy's id as data.id
export const PUT = withApi({ access: "content.admin" }, async ({ db, actor, params, now }) => {
  const id = String(params.id ?? "");
  if (!/^\d{1,9}$/.test(id)) throw notFound("No such email template.");
  const copy = await duplicateEmailTemplate(db, actor, Number(id), now);
  return { status_code: 200, data: { id: copy.id } };
});
