import { count, inArray } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { rosterImports, users } from "@/db/schema";

// Demo roster imports for /app/sftp (the district's last imports). No "server-only": the seed CLI runs it.

export async function seedDemoRosterImports(tx: TDbOrTx, now: Date, ids: ReadonlyMap<string, number>): Promise<void> {
  const [{ n }] = await tx.select({ n: count() }).from(rosterImports);
  if (Number(n) > 0) return;
  const names = ["counselor", "hscounselor", "dunlapcounselor"];
  const owners = await tx
    .select({ id: users.id, leaid: users.leaid, username: users.username })
    .from(users)
    .where(
      inArray(
        users.id,
        names.map((u) => ids.get(u) ?? 0),
      ),
    );
  const at = (days: number, hour: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, hour, 5));
  const rows = owners.flatMap((o, i) => [
    { userId: o.id, actorId: o.id, leaid: o.leaid, source: "upload", rows: 24 + i * 3, created: 1, updated: 23 + i * 3, errors: 0, committed: true, createdAt: at(1, 6 + i) },
    { userId: o.id, actorId: o.id, leaid: o.leaid, source: "upload", rows: 24 + i * 3, created: 0, updated: 0, errors: i === 0 ? 2 : 0, committed: i !== 0, createdAt: at(2, 6 + i) },
  ]);
  if (rows.length) await tx.insert(rosterImports).values(rows);
}
