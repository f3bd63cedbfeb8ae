import { z } from "zod";
import { zText } from "@/lib/http/text";
import type { TDb } from "@/db/client";
import { settings } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";

export const ZMaintenance = z.object({ enabled: z.boolean(), message: zText({ max: 500, multiline: true }).default("") });

/** Turns maintenance mode on or off (administrators only). */
export async function setMaintenance(db: TDb, actor: TActor, input: z.infer<typeof ZMaintenance>, now: Date) {
  assertCan(actor.user, "system.maintenance");
  const value = ZMaintenance.parse(input);
  await db
    .insert(settings)
    .values({ key: "maintenance", value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
  return value;
}
