import "server-only";
import { eq } from "drizzle-orm";
import { fromZonedTime } from "date-fns-tz";
import type { TDb } from "@/db/client";
import { liveTrainings } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { recordAudit } from "@/lib/audit/record";
import { notFound } from "@/lib/http/errors";
import { safeTimeZone } from "@/lib/users/rules";
import { ZLiveTraining } from "./training-schemas";

/**
 * Creates (no id) or updates a live training session. The start is read in the admin's time zone
 * and stored as a UTC instant; the write and its audit entry commit together.
 */
export async function saveLiveTraining(db: TDb, actor: TActor, input: unknown, now: Date) {
  assertCan(actor.user, "content.admin");
  const { id, startsAt: local, ...values } = ZLiveTraining.parse(input);
  const startsAt = fromZonedTime(`${local}:00`, safeTimeZone(actor.user.timezone));
  return db.transaction(async (tx) => {
    if (id === undefined) {
      const [row] = await tx
        .insert(liveTrainings)
        .values({ ...values, startsAt, createdBy: actor.user.id, createdAt: now, updatedAt: now })
        .returning();
      await recordAudit(tx, { actorId: actor.user.id, action: "liveTraining.create", entity: "live_training", entityId: row.id, after: row, now });
      return row;
    }
    const [before] = await tx.select().from(liveTrainings).where(eq(liveTrainings.id, id)).for("update");
    if (!before) throw notFound("This live training no longer exists.");
    const [row] = await tx
      .update(liveTrainings)
      .set({ ...values, startsAt, updatedAt: now })
      .where(eq(liveTrainings.id, id))
      .returning();
    await recordAudit(tx, { actorId: actor.user.id, action: "liveTraining.update", entity: "live_training", entityId: id, before, after: row, now });
    return row;
  });
}
