import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { targets } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { deleteSubjectFeedback } from "@/lib/comments/delete-subject-feedback";
import { ownTarget } from "./access";

/**
 * Deletes one of the actor's targets with its standards, comments and ratings (which name their
 * subject without a foreign key), in one transaction. Another's shared target is a 403, an unshared
 * one a 404. No SMART goal uses a target yet (a later slice will check that here, as checkUse does).
 */
export async function deleteTarget(db: TDb, actor: TActor, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await ownTarget(tx, actor.user.id, id);
    await deleteSubjectFeedback(tx, { type: "target", id });
    await tx.delete(targets).where(eq(targets.id, id));
    return { id };
  });
}
