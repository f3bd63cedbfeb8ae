"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { assignSeat, releaseSeat } from "./seats";

/** Assigns one of the manager's seats to a counselor they manage (audited). */
export async function assignSeatAction(input: { userId: number }) {
  const result = await runAction(({ db, actor, now }) => assignSeat(db, actor.user, input, now), { access: "seat.write" });
  if (result.ok) revalidatePath("/app/users");
  return result;
}

/** Releases the manager's seat of a counselor (audited). */
export async function releaseSeatAction(input: { userId: number }) {
  const result = await runAction(({ db, actor, now }) => releaseSeat(db, actor.user, input, now), { access: "seat.write" });
  if (result.ok) revalidatePath("/app/users");
  return result;
}
