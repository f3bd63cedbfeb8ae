import "server-only";
import type { TDbOrTx } from "@/db/client";
import { countCompanies } from "./queries";

/** The program-planning hub's status of community partners: how many the user has recorded. */
export async function companiesStatus(db: TDbOrTx, ownerId: number): Promise<{ count: number }> {
  return { count: await countCompanies(db, ownerId) };
}
