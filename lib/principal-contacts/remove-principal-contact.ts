import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { principalContacts } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { forbidden } from "@/lib/http/errors";
import { viewOf, type TNamedPrincipal } from "./name-principal-contact";
import { contactActor } from "./queries";
import { mayManage } from "./rules";
import { ZPrincipalContactId } from "./schemas";
import { auditContact, lockContact, wrongContactState } from "./write";

/**
 * removePrincipalContact(actor, id): a member of the school, a manager or director of its district,
 * or the administrator takes a principal off the file (who and when are kept). From then on the
 * report no longer goes to that address, and a pending link stops working.
 */
export async function removePrincipalContact(db: TDb, actor: TActor, rawId: unknown, now: Date): Promise<TNamedPrincipal> {
  assertCan(actor.user, "principalContact.write");
  const id = ZPrincipalContactId.parse(rawId);
  const who = await contactActor(db, actor.user, "principalContact.write");
  return db.transaction(async (tx) => {
    const { row, leaid } = await lockContact(tx, id);
    if (!mayManage(who, { ncessch: row.ncessch, leaid })) throw forbidden("Only the school's members, its district's managers and directors and an administrator can remove its principal.");
    if (row.status === "removed") throw wrongContactState(row.status);
    const [after] = await tx
      .update(principalContacts)
      .set({ status: "removed", removedBy: actor.user.id, removedAt: now, tokenHash: null, tokenExpiresAt: null })
      .where(eq(principalContacts.id, row.id))
      .returning();
    await auditContact(tx, actor.user.id, "principalContact.remove", row, after, now);
    return viewOf(after);
  });
}
