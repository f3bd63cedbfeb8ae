import { z } from "zod";
import { resendInvoice } from "@/lib/billing/email-invoice";
import { ZSendInvoiceEmailBody } from "@/lib/billing/purchase-schemas";
import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";

const ZOrderId = z.coerce.number().int().positive().max(2_147_483_647);

// PUT /api/v1/order/sendEmailToUser/{id} – email an order's invoice again to its billing contact
export const PUT = withApi({ access: "user", license: "renewal", body: ZSendInvoiceEmailBody }, async ({ db, actor, params, now }) => {
  const id = ZOrderId.safeParse(params.id);
  if (!id.success) throw notFound("This order does not exist or you may not see it.");
  const { message } = await resendInvoice(db, { actor }, id.data, now);
  return { status_code: 200, data: { message } };
});
