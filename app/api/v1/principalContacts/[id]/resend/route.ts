import { emailLinkBase } from "@/lib/account/links";
import { withApi } from "@/lib/http/with-api";
import { resendPrincipalContact } from "@/lib/principal-contacts/resend-principal-contact";

// POST /api/v1/principalContacts/{id}/resend: a fresh confirmation link to a pending principal.
export const POST = withApi({ access: "principalContact.write" }, async ({ req, db, actor, params, now }) => ({
  status_code: 200,
  message: "The confirmation e-mail was sent again.",
  data: await resendPrincipalContact(db, actor, params.id, { baseUrl: emailLinkBase(req.nextUrl), now }),
}));
