import { getFaq } from "@/lib/content/faq-queries";
import { ZFaq } from "@/lib/content/faq-schemas";
import { saveFaq } from "@/lib/content/save-faq";
import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";

const idOf = (raw: unknown) => {
  const id = String(raw ?? "");
  if (!/^\d{1,9}$/.test(id)) throw notFound("No such FAQ entry.");
  return Number(id);
};

// GET /api/v1/faq/{id} – one FAQ record (administrators)
export const GET = withApi({ access: "content.read" }, async ({ db, actor, params }) => {
  const row = await getFaq(db, actor, idOf(params.id));
  if (!row) throw notFound("No such FAQ entry.");
  return { status_code: 200, data: row };
});

// PUT /api/v1/faq/{id} – updates a FAQ record (administrators)
export const PUT = withApi({ access: "content.admin", body: ZFaq }, async ({ db, actor, params, body, now }) => {
  return { status_code: 200, data: await saveFaq(db, actor, idOf(params.id), body, now) };
});
