import { NextResponse } from "next/server";
import { emailLinkBase } from "@/lib/account/links";
import { withApi } from "@/lib/http/with-api";
import { listPrincipalContactsFor } from "@/lib/principal-contacts/list-principal-contacts";
import { namePrincipalContact } from "@/lib/principal-contacts/name-principal-contact";
import { ZNamePrincipal, ZPrincipalContactList } from "@/lib/principal-contacts/schemas";

// GET /api/v1/principalContacts?ncessch=: the principals on file (pending or confirmed) of the schools the caller sees.
export const GET = withApi({ access: "principalContact.read", query: ZPrincipalContactList }, async ({ db, actor, query }) => ({
  status_code: 200,
  data: await listPrincipalContactsFor(db, actor, query),
}));

// POST /api/v1/principalContacts {ncessch, name, email}: an active member of the school names its
// principal; the entry is pending and the address gets a confirmation link.
export const POST = withApi({ access: "principalContact.write", body: ZNamePrincipal }, async ({ req, db, actor, body, now }) => {
  const data = await namePrincipalContact(db, actor, body, { baseUrl: emailLinkBase(req.nextUrl), now });
  return NextResponse.json({ status_code: 201, message: "The principal was asked to confirm by e-mail.", data }, { status: 201 });
});
