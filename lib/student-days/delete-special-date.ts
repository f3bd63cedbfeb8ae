import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { specialDates } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { resolveWritableSubject } from "@/lib/calendar/scope";
import { getSpecialDate } from "./queries";
import type { TSpecialDateJson } from "./schemas";

/** Removes a day closed or a tag of the actor (or a user they manage); 404 for anyone else's, 403 for a secretary. */
export async function deleteSpecialDate(db: TDbOrTx, actor: TActor, id: number): Promise<TSpecialDateJson> {
  const { userId: owner, ...row } = await getSpecialDate(db, actor, id);
  await resolveWritableSubject(db, actor, owner, "days");
  await db.delete(specialDates).where(eq(specialDates.id, id));
  return row;
}
