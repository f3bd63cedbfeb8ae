import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { ratings } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { resolveWritableSubject } from "@/lib/calendar/scope";
import { getRating } from "./queries";
import type { TRatingJson } from "./schemas";

/** Removes a rating of the actor (or a user they manage); 404 for anyone else's, 403 for a secretary. */
export async function deleteRating(db: TDbOrTx, actor: TActor, id: number): Promise<TRatingJson> {
  const { userId: owner, ...rating } = await getRating(db, actor, id);
  await resolveWritableSubject(db, actor, owner, "days");
  await db.delete(ratings).where(eq(ratings.id, id));
  return rating;
}
