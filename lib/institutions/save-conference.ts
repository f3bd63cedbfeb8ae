import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { conferences } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { recordAudit } from "@/lib/audit/record";
import { AppError, notFound } from "@/lib/http/errors";
import { assertMayEditInstitutions } from "./access";
import { ZConferenceInput } from "./conference-schemas";
import { isUniqueViolation } from "./errors";

const slugTaken = (slug: string) => new AppError("conference_slug_taken", `Another conference already uses the url /${slug}.`, 409, "slug");

/** Creates a conference (id null) or updates one; the url slug is unique. Admins only; audited in the same transaction. */
export async function saveConference(db: TDb, actor: TActor, input: unknown, id: number | null, now: Date) {
  assertMayEditInstitutions(actor.user);
  const values = ZConferenceInput.parse(input);
  try {
    return await db.transaction(async (tx) => {
      let before: typeof conferences.$inferSelect | null = null;
      if (id !== null) {
        [before] = await tx.select().from(conferences).where(eq(conferences.id, id)).for("update");
        if (!before) throw notFound("This conference no longer exists.");
      }
      const [clash] = await tx
        .select({ id: conferences.id })
        .from(conferences)
        .where(and(sql`lower(${conferences.slug}) = ${values.slug}`, id === null ? undefined : ne(conferences.id, id)))
        .limit(1);
      if (clash) throw slugTaken(values.slug);
      const [row] = id === null ? await tx.insert(conferences).values(values).returning() : await tx.update(conferences).set(values).where(eq(conferences.id, id)).returning();
      await recordAudit(tx, { actorId: actor.user.id, action: id === null ? "create" : "update", entity: "conference", entityId: row.id, before, after: row, now });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(values.slug);
    throw error;
  }
}
