import "server-only";
import { eq } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { universities, universityRubrics } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { recordAudit } from "@/lib/audit/record";
import { assertMayManageUniversity } from "./access";
import { unknownUniversity } from "./errors";
import { levelsFrom, type TLevels } from "./rules";
import { ZRubricInput } from "./schemas";

// A university's rubric (/universityRubric): the labels L1-L4 and points L1-L5
// every new assignment of its courses starts from. None saved: the default labels and points (constants.ts).

export type TRubric = TLevels & { ipedsid: number; saved: boolean };

/** The university's rubric, or the defaults (saved: false) when it has none. */
export async function findRubric(db: TDbOrTx, ipedsid: number): Promise<TRubric> {
  const [row] = await db.select().from(universityRubrics).where(eq(universityRubrics.ipedsid, ipedsid));
  return { ipedsid, saved: Boolean(row), ...levelsFrom(row) };
}

/** Saves the rubric of a university (faculty: their own, else 404; admins: any). Audited. */
export async function saveRubric(db: TDb, actor: TActor, input: unknown, now: Date): Promise<TRubric> {
  const v = ZRubricInput.parse(input);
  assertMayManageUniversity(actor.user, v.ipedsid, "This university does not exist.");
  return db.transaction(async (tx) => {
    const [university] = await tx.select({ ipedsid: universities.ipedsid }).from(universities).where(eq(universities.ipedsid, v.ipedsid));
    if (!university) throw unknownUniversity();
    const [before] = await tx.select().from(universityRubrics).where(eq(universityRubrics.ipedsid, v.ipedsid)).for("update");
    const values = { l1: v.l1, l2: v.l2, l3: v.l3, l4: v.l4, l1Points: v.l1Points, l2Points: v.l2Points, l3Points: v.l3Points, l4Points: v.l4Points, l5Points: v.l5Points, updatedAt: now };
    const [row] = await tx
      .insert(universityRubrics)
      .values({ ipedsid: v.ipedsid, ...values })
      .onConflictDoUpdate({ target: universityRubrics.ipedsid, set: values })
      .returning();
    await recordAudit(tx, { actorId: actor.user.id, action: before ? "update" : "create", entity: "university_rubric", entityId: row.ipedsid, before: before ?? null, after: row, now });
    return { ipedsid: row.ipedsid, saved: true, ...levelsFrom(row) };
  });
}
