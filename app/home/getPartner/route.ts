import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { findPartnerByHost } from "@/lib/signup/queries";
import { ZPartnerQuery } from "@/lib/signup/schemas";

// GET /home/getPartner?partnerHost – partner branding (logo, name, background, discount) by host
export const GET = withApi({ access: "public", query: ZPartnerQuery }, async ({ req, db, query }) => {
  const partner = await findPartnerByHost(db, query.partnerHost || req.headers.get("host"));
  if (!partner) throw notFound("No partner for this host.");
  return { status_code: 200, partner, partnerDiscount: partner.discount };
});
