import "server-only";
import type { TDbOrTx } from "@/db/client";
import { countCurricula } from "./queries";

/** The program-planning hub's status of curriculum action plans: how many the user has written. */
export async function curriculumStatus(db: TDbOrTx, ownerId: number): Promise<{ count: number }> {
  return { count: await countCurricula(db, ownerId) };
}
