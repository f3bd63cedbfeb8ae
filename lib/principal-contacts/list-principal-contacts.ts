import "server-only";
import type { TDb } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { contactActor, listPrincipalContacts, type TPrincipalContactView } from "./queries";
import { ZPrincipalContactList } from "./schemas";

/** listPrincipalContacts(actor, {ncessch?}): the open principals on file of the schools the actor sees (./rules.ts mayManage). */
export async function listPrincipalContactsFor(db: TDb, actor: TActor, input: unknown): Promise<TPrincipalContactView[]> {
  assertCan(actor.user, "principalContact.read");
  const q = ZPrincipalContactList.parse(input ?? {});
  return listPrincipalContacts(db, await contactActor(db, actor.user, "principalContact.read"), q);
}
