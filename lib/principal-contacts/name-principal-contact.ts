import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { principalContacts, schools, users, type TPrincipalContactRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { newToken, sha256 } from "@/lib/auth/crypto";
import { assertCan } from "@/lib/auth/permissions";
import { AppError, forbidden } from "@/lib/http/errors";
import { hitRateLimit } from "@/lib/http/rate-limit";
import { sendConfirmationEmail } from "./email";
import { contactActor } from "./queries";
import { CONFIRM_TTL_MS, MAX_OPEN_PER_SCHOOL, PRINCIPAL_CONTACT_LIMITS, confirmPath, mayNameAt, sameAddress } from "./rules";
import { ZNamePrincipal } from "./schemas";
import { auditContact } from "./write";

export type TNamedPrincipal = { id: number; ncessch: string; name: string; email: string; status: TPrincipalContactRow["status"]; tokenExpiresAt: Date | null };

export const notAMember = () => forbidden("Only an active member of this school can name its principal or ask them again.");

const nameOf = (u: { firstName: string; lastName: string; username: string }) => `${u.firstName} ${u.lastName}`.trim() || u.username;

/** Counts one confirmation e-mail against the sender and against the address, before anything is written or sent. */
export async function countConfirmationEmail(db: TDbOrTx, senderId: number, to: string, now: Date): Promise<void> {
  await hitRateLimit(db, PRINCIPAL_CONTACT_LIMITS.perSender, `user:${senderId}`, now);
  await hitRateLimit(db, PRINCIPAL_CONTACT_LIMITS.perAddress, to.trim().toLowerCase(), now);
}

/**
 * Gives a pending entry a fresh single-use link (only its SHA-256 is stored, like a password-reset
 * token) valid CONFIRM_TTL_MS, and e-mails it to the entry's address. Runs in the caller's transaction.
 */
export async function issueConfirmation(tx: TDbOrTx, row: TPrincipalContactRow, ctx: { baseUrl: string; now: Date; language: string | null; fallbackName: string }): Promise<TPrincipalContactRow> {
  const raw = newToken();
  const expires = new Date(ctx.now.getTime() + CONFIRM_TTL_MS);
  const [after] = await tx
    .update(principalContacts)
    .set({ tokenHash: sha256(raw), tokenExpiresAt: expires })
    .where(eq(principalContacts.id, row.id))
    .returning();
  const [[school], [namer]] = await Promise.all([
    tx.select({ name: schools.schnam }).from(schools).where(eq(schools.ncessch, row.ncessch)).limit(1),
    row.addedBy ? tx.select({ firstName: users.firstName, lastName: users.lastName, username: users.username }).from(users).where(eq(users.id, row.addedBy)).limit(1) : Promise.resolve([]),
  ]);
  await sendConfirmationEmail(tx, {
    to: row.email,
    principalName: row.name,
    schoolName: school?.name ?? row.ncessch,
    namedBy: namer ? nameOf(namer) : ctx.fallbackName,
    url: ctx.baseUrl + confirmPath(raw),
    expiresOn: expires.toISOString().slice(0, 10),
    language: ctx.language,
  });
  return after;
}

/**
 * namePrincipalContact(actor, {ncessch, name, email}): an active member of the school names its
 * principal. The entry is pending, and the address gets a confirmation request; until the
 * principal confirms through its link, the address receives nothing else. An address already on
 * file for the school (pending or confirmed) is a 409; so is a school with MAX_OPEN_PER_SCHOOL
 * principals on file. The confirmation e-mail is counted per sender and per address first.
 */
export async function namePrincipalContact(db: TDb, actor: TActor, input: unknown, ctx: { baseUrl: string; now: Date }): Promise<TNamedPrincipal> {
  assertCan(actor.user, "principalContact.write");
  const v = ZNamePrincipal.parse(input);
  const who = await contactActor(db, actor.user, "principalContact.write");
  if (!mayNameAt(who, v.ncessch)) throw notAMember();
  if (sameAddress(v.email, actor.user.email)) throw new AppError("principal_self", "Name your principal's address, not your own: the report already goes to you.", 422, "email");
  await countConfirmationEmail(db, actor.user.id, v.email, ctx.now);
  const row = await db.transaction(async (tx) => {
    // One naming at a time per school, so the bound on its principals holds.
    await tx.select({ ncessch: schools.ncessch }).from(schools).where(eq(schools.ncessch, v.ncessch)).for("update");
    const open = await tx
      .select({ email: principalContacts.email, status: principalContacts.status })
      .from(principalContacts)
      .where(and(eq(principalContacts.ncessch, v.ncessch), inArray(principalContacts.status, ["pending", "confirmed"])));
    const same = open.find((o) => sameAddress(o.email, v.email));
    if (same)
      throw new AppError(
        "principal_on_file",
        same.status === "confirmed" ? "This principal is already on file and confirmed." : "This principal is already waiting to confirm: send the request again instead.",
        409,
        "email",
      );
    if (open.length >= MAX_OPEN_PER_SCHOOL) throw new AppError("principal_limit", `A school keeps at most ${MAX_OPEN_PER_SCHOOL} principals on file: remove one first.`, 409);
    const [inserted] = await tx.insert(principalContacts).values({ ncessch: v.ncessch, name: v.name, email: v.email, status: "pending", addedBy: actor.user.id, addedAt: ctx.now }).returning();
    await auditContact(tx, actor.user.id, "principalContact.name", null, inserted, ctx.now);
    return issueConfirmation(tx, inserted, { baseUrl: ctx.baseUrl, now: ctx.now, language: actor.user.language, fallbackName: "" });
  });
  return viewOf(row);
}

export function viewOf(row: TPrincipalContactRow): TNamedPrincipal {
  return { id: row.id, ncessch: row.ncessch, name: row.name, email: row.email, status: row.status, tokenExpiresAt: row.tokenExpiresAt };
}
