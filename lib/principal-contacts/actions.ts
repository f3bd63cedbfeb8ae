"use server";

import { headers } from "next/headers";
import { revalidatePath } from "next/cache";
import { emailLinkBase } from "@/lib/account/links";
import { runAction } from "@/lib/http/action";
import { namePrincipalContact } from "./name-principal-contact";
import { removePrincipalContact } from "./remove-principal-contact";
import { resendPrincipalContact } from "./resend-principal-contact";
import type { TNamePrincipal } from "./schemas";

// The principal report page's "Principal on file" section: the use-cases behind POST
// /api/v1/principalContacts, POST …/{id}/resend and DELETE …/{id}.

const PAGE = "/app/report/principal";

export async function namePrincipalAction(input: TNamePrincipal) {
  const h = await headers();
  const r = await runAction(({ db, actor, now }) => namePrincipalContact(db, actor, input, { baseUrl: emailLinkBase(h), now }), { access: "principalContact.write" });
  if (r.ok) revalidatePath(PAGE);
  return r;
}

export async function resendPrincipalAction(id: number) {
  const h = await headers();
  const r = await runAction(({ db, actor, now }) => resendPrincipalContact(db, actor, id, { baseUrl: emailLinkBase(h), now }), { access: "principalContact.write" });
  if (r.ok) revalidatePath(PAGE);
  return r;
}

export async function removePrincipalAction(id: number) {
  const r = await runAction(({ db, actor, now }) => removePrincipalContact(db, actor, id, now), { access: "principalContact.write" });
  if (r.ok) revalidatePath(PAGE);
  return r;
}
