import { z } from "zod";
import { zText } from "@/lib/http/text";
import type { TDb } from "@/db/client";
import { settings } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { recordAudit } from "@/lib/audit/record";
import { assertCan } from "@/lib/auth/permissions";
import { getMaintenance } from "./queries";

export const ZMaintenance = z.object({ enabled: z.boolean(), message: zText({ max: 500, multiline: true }).default("") });

/** Turns maintenance mode on or off (administrators only). */
export async function setMaintenance(db: TDb, actor: TActor, input: z.infer<typeof ZMaintenance>, now: Date) {
  assertCan(actor.user, "system.maintenance");
  const value = ZMaintenance.parse(input);
  await db.transaction(async (tx) => {
    const before = await getMaintenance(tx);
    await tx
      .insert(settings)
      .values({ key: "maintenance", value, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
    // Every administrative write is audited (lib/audit/record.ts).
    await recordAudit(tx, { actorId: actor.user.id, action: "settings.update", entity: "setting", entityId: "maintenance", before, after: value, now });
  });
  return value;
}
