import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { calendarConnections } from "@/db/schema";
import { syncProviders } from "./sync-oauth";
import type { TProvider } from "./sync-types";

// Shared by the queue (what to enqueue) and the push (what to flush), so neither imports the other.

/** The configured providers the user is connected to (a connection waiting for consent counts: its pushes wait too). */
export async function connectedProviders(db: TDbOrTx, userId: number): Promise<TProvider[]> {
  const on = syncProviders();
  if (!on.google && !on.outlook) return [];
  const rows = await db.select({ provider: calendarConnections.provider }).from(calendarConnections).where(eq(calendarConnections.userId, userId));
  return rows.map((r) => r.provider).filter((p) => on[p]);
}
