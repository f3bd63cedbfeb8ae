import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { findPartnerByHost, findPartnerById } from "@/lib/signup/queries";
import { ZPartnerQuery } from "@/lib/signup/schemas";

// GET /home/getPartner?partnerID | ?partnerHost – partner branding (logo, name, background, discount, state) by id, else by host
export const GET = withApi({ access: "public", query: ZPartnerQuery }, async ({ req, db, query }) => {
  const partner = query.partnerID ? await findPartnerById(db, query.partnerID) : await findPartnerByHost(db, query.partnerHost || req.headers.get("host"));
  if (!partner) throw notFound(query.partnerID ? "No such partner." : "No partner for this host.");
  return { status_code: 200, partner, partnerDiscount: partner.discount };
});
