import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { rosterImports, users } from "@/db/schema";

/**
 * Records one roster import in roster_imports (shown at /app/sftp): whose students, who ran it, the
 * rows, creates, updates, errors and whether it was written. Called inside the import's transaction.
 */
export async function logRosterImport(
  tx: TDbOrTx,
  e: { userId: number; actorId: number; source?: "upload" | "sftp"; rows: number; created: number; updated: number; errors: number; committed: boolean; now: Date },
): Promise<void> {
  const [owner] = await tx.select({ leaid: users.leaid }).from(users).where(eq(users.id, e.userId)).limit(1);
  await tx.insert(rosterImports).values({
    userId: e.userId,
    actorId: e.actorId,
    leaid: owner?.leaid ?? null,
    source: e.source ?? "upload",
    rows: e.rows,
    created: e.committed ? e.created : 0,
    updated: e.committed ? e.updated : 0,
    errors: e.errors,
    committed: e.committed,
    createdAt: e.now,
  });
}
