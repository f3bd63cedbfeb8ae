import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { principalContacts } from "@/db/schema";
import { sha256 } from "@/lib/auth/crypto";
import { AppError } from "@/lib/http/errors";
import { linkState } from "./rules";
import { ZPrincipalDecision } from "./schemas";
import { auditRecipientAnswer, schoolNameOf } from "./write";

export const linkInvalid = () => new AppError("link_invalid", "This link is not valid or was already used. Check that you opened the whole link from the e-mail.", 404);
export const linkExpired = () => new AppError("link_expired", "This link has expired. Ask the counselor who named you to send it again.", 410);

/**
 * The recipient's answer through the e-mailed link (POST only: opening the link changes nothing).
 * Confirm: the entry is confirmed and may receive the principal report. Decline: it is removed.
 * Either way the link is used up (its hash is cleared), so it works once; an expired link is a 410.
 */
export async function decidePrincipalContact(db: TDb, input: unknown, now: Date): Promise<{ status: "confirmed" | "removed"; schoolName: string }> {
  const v = ZPrincipalDecision.parse(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(principalContacts)
      .where(eq(principalContacts.tokenHash, sha256(v.token)))
      .limit(1)
      .for("update");
    const state = linkState(row, now);
    if (state === "invalid" || !row) throw linkInvalid();
    if (state === "expired") throw linkExpired();
    const confirm = v.decision === "confirm";
    const [after] = await tx
      .update(principalContacts)
      .set({ status: confirm ? "confirmed" : "removed", tokenHash: null, tokenExpiresAt: null, ...(confirm ? { confirmedAt: now } : { removedAt: now, removedBy: null }) })
      .where(eq(principalContacts.id, row.id))
      .returning();
    await auditRecipientAnswer(tx, confirm ? "principalContact.confirm" : "principalContact.decline", row, after, now);
    return { status: after.status as "confirmed" | "removed", schoolName: await schoolNameOf(tx, row.ncessch) };
  });
}
