import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { universityCourseSessions } from "@/db/schema";

// One session row by id: read by the session use-cases and by the access checks that guard them,
// so the two import this module rather than each other.

export type TSessionRow = typeof universityCourseSessions.$inferSelect;

export async function getSessionRow(db: TDbOrTx, id: number): Promise<TSessionRow | null> {
  const [row] = await db.select().from(universityCourseSessions).where(eq(universityCourseSessions.id, id)).limit(1);
  return row ?? null;
}
