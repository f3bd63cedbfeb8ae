import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { liveTrainings } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { recordAudit } from "@/lib/audit/record";
import { notFound } from "@/lib/http/errors";
import { ZLiveTrainingId } from "./training-schemas";

/** Deletes a live training session (its clicks stay: they belong to the users who made them). */
export async function deleteLiveTraining(db: TDb, actor: TActor, input: unknown, now: Date) {
  assertCan(actor.user, "content.admin");
  const { id } = ZLiveTrainingId.parse(input);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(liveTrainings).where(eq(liveTrainings.id, id)).for("update");
    if (!before) throw notFound("This live training no longer exists.");
    await tx.delete(liveTrainings).where(eq(liveTrainings.id, id));
    await recordAudit(tx, { actorId: actor.user.id, action: "liveTraining.delete", entity: "live_training", entityId: id, before, now });
    return { id, title: before.title };
  });
}
