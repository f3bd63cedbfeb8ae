import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { principalContacts } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { notFound } from "@/lib/http/errors";
import { countConfirmationEmail, issueConfirmation, notAMember, viewOf, type TNamedPrincipal } from "./name-principal-contact";
import { contactActor } from "./queries";
import { mayNameAt } from "./rules";
import { ZPrincipalContactId } from "./schemas";
import { auditContact, lockContact, wrongContactState } from "./write";

const nameOf = (u: { firstName: string; lastName: string; username: string }) => `${u.firstName} ${u.lastName}`.trim() || u.username;

/**
 * resendPrincipalContact(actor, id): an active member of the school sends a pending principal a
 * fresh link (the earlier one stops working); counted like a first request. A confirmed or removed
 * entry is a 409.
 */
export async function resendPrincipalContact(db: TDb, actor: TActor, rawId: unknown, ctx: { baseUrl: string; now: Date }): Promise<TNamedPrincipal> {
  assertCan(actor.user, "principalContact.write");
  const id = ZPrincipalContactId.parse(rawId);
  const who = await contactActor(db, actor.user, "principalContact.write");
  const [found] = await db
    .select({ ncessch: principalContacts.ncessch, email: principalContacts.email, status: principalContacts.status })
    .from(principalContacts)
    .where(eq(principalContacts.id, id))
    .limit(1);
  if (!found) throw notFound("This principal is not on file.");
  if (!mayNameAt(who, found.ncessch)) throw notAMember();
  if (found.status !== "pending") throw wrongContactState(found.status);
  await countConfirmationEmail(db, actor.user.id, found.email, ctx.now);
  return db.transaction(async (tx) => {
    const { row } = await lockContact(tx, id);
    if (row.status !== "pending") throw wrongContactState(row.status);
    const after = await issueConfirmation(tx, row, { baseUrl: ctx.baseUrl, now: ctx.now, language: actor.user.language, fallbackName: nameOf(actor.user) });
    await auditContact(tx, actor.user.id, "principalContact.resend", row, after, ctx.now);
    return viewOf(after);
  });
}
