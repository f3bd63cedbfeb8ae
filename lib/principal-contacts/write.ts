import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { auditLog, principalContacts, schools, type TPrincipalContactRow } from "@/db/schema";
import { recordAudit, stripSecrets } from "@/lib/audit/record";
import { AppError, notFound } from "@/lib/http/errors";

// The writes the principal-on-file use-cases share. Each runs inside the caller's transaction and
// writes its audit row there, so an entry and its trail commit (or roll back) together. The token
// and its hash never reach the audit log.

const AUDIT_COLUMNS = (row: TPrincipalContactRow) => ({ ncessch: row.ncessch, name: row.name, email: row.email, status: row.status, addedBy: row.addedBy, removedBy: row.removedBy });

/** Records a change made by a signed-in person (`before` null for a new entry). */
export async function auditContact(tx: TDbOrTx, actorId: number, action: string, before: TPrincipalContactRow | null, after: TPrincipalContactRow, now: Date): Promise<void> {
  await recordAudit(tx, { actorId, action, entity: "principal_contact", entityId: after.id, before: before ? AUDIT_COLUMNS(before) : null, after: AUDIT_COLUMNS(after), now });
}

/** Records the recipient's own answer through the link: they have no account, so the entry names no actor. */
export async function auditRecipientAnswer(tx: TDbOrTx, action: string, before: TPrincipalContactRow, after: TPrincipalContactRow, now: Date): Promise<void> {
  await tx
    .insert(auditLog)
    .values({ actorId: null, action, entity: "principal_contact", entityId: String(after.id), before: stripSecrets(AUDIT_COLUMNS(before)), after: stripSecrets(AUDIT_COLUMNS(after)), createdAt: now });
}

/** One entry, locked until the transaction ends, with its school's district; 404 when there is none. */
export async function lockContact(tx: TDbOrTx, id: number): Promise<{ row: TPrincipalContactRow; leaid: string | null; schoolName: string }> {
  const [row] = await tx.select().from(principalContacts).where(eq(principalContacts.id, id)).limit(1).for("update");
  if (!row) throw notFound("This principal is not on file.");
  const [school] = await tx.select({ leaid: schools.leaid, name: schools.schnam }).from(schools).where(eq(schools.ncessch, row.ncessch)).limit(1);
  return { row, leaid: school?.leaid ?? null, schoolName: school?.name ?? "" };
}

export const wrongContactState = (status: TPrincipalContactRow["status"]) =>
  new AppError(
    "principal_contact_state",
    status === "confirmed" ? "This principal has already confirmed." : status === "removed" ? "This principal was removed from the file." : "This principal has not confirmed yet.",
    409,
  );

/** A school's name (its NCES id when unknown). */
export async function schoolNameOf(tx: TDbOrTx, ncessch: string): Promise<string> {
  const [school] = await tx.select({ name: schools.schnam }).from(schools).where(eq(schools.ncessch, ncessch)).limit(1);
  return school?.name ?? ncessch;
}
