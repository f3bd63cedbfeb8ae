import "server-only";
import { and, asc, count, eq, gte, ilike, like, max, or, sql, type SQL } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { universities } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { recordAudit } from "@/lib/audit/record";
import { isUniqueViolation } from "@/lib/institutions/errors";
import { assertCan } from "@/lib/auth/permissions";
import { LOCAL_IPEDSID_START, NO_IPEDSID, UNIVERSITY_PAGE_SIZE } from "./constants";
import { ipedsidChanged, universityMissing, universityTaken } from "./errors";
import { ZUniversityInput, type TUniversityFilter } from "./schemas";

// Universities (reference.universities, keyed by the IPEDS UnitID): the admin list and form
// (/university; a university's IPEDSID defaults to 0).

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** q: digits search the IPEDSID by prefix or the name, other text the name; state exact; zip by prefix. */
export async function listUniversities(db: TDbOrTx, filter: TUniversityFilter) {
  const byName = filter.q ? ilike(universities.name, `%${escapeLike(filter.q)}%`) : undefined;
  const where = and(
    filter.q && /^\d+$/.test(filter.q) ? (or(like(sql`${universities.ipedsid}::text`, `${filter.q}%`), byName) as SQL) : byName,
    filter.state ? eq(universities.state, filter.state) : undefined,
    filter.zip ? like(universities.zip, `${filter.zip}%`) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(universities).where(where);
  const rows = await db
    .select({
      ipedsid: universities.ipedsid,
      name: universities.name,
      city: universities.city,
      state: universities.state,
      zip: universities.zip,
      domain: universities.domain,
      // The column is written qualified: drizzle renders ${universities.ipedsid} as a bare "ipedsid", which
      // inside this subquery is the course's own column, so every university counted every course.
      courses: sql<number>`(select count(*)::int from university_courses c where c.ipedsid = "universities"."ipedsid")`,
    })
    .from(universities)
    .where(where)
    .orderBy(asc(universities.name), asc(universities.ipedsid))
    .limit(UNIVERSITY_PAGE_SIZE)
    .offset((filter.page - 1) * UNIVERSITY_PAGE_SIZE);
  return { rows, total, page: filter.page, pageSize: UNIVERSITY_PAGE_SIZE, pages: Math.max(1, Math.ceil(total / UNIVERSITY_PAGE_SIZE)) };
}

export async function getUniversity(db: TDbOrTx, ipedsid: number) {
  const [row] = await db.select().from(universities).where(eq(universities.ipedsid, ipedsid));
  return row ?? null;
}

/** Every university, by name, for the pickers (a few hundred CACREP programmes at most). */
export async function universityOptions(db: TDbOrTx): Promise<{ ipedsid: number; name: string }[]> {
  return db.select({ ipedsid: universities.ipedsid, name: universities.name }).from(universities).orderBy(asc(universities.name)).limit(2000);
}

/** The next local id for a university saved without an IPEDS id (IPEDSID 0): above LOCAL_IPEDSID_START. */
async function nextLocalIpedsid(db: TDbOrTx): Promise<number> {
  const [{ top }] = await db
    .select({ top: max(universities.ipedsid) })
    .from(universities)
    .where(gte(universities.ipedsid, LOCAL_IPEDSID_START));
  return (top ?? LOCAL_IPEDSID_START - 1) + 1;
}

/**
 * POST /api/v1/university: creates a university (target null) or updates one (target: its IPEDSID,
 * which stays). Created with IPEDSID 0 ("no IPEDS id yet"), it gets the next local id from
 * 9,000,000 up: a real IPEDS UnitID is six digits, so a local id never takes one a later
 * import needs. Administrators only; audited.
 */
export async function saveUniversity(db: TDb, actor: TActor, input: unknown, target: number | null, now: Date) {
  assertCan(actor.user, "university.write");
  const values = ZUniversityInput.parse(input);
  if (target !== null && values.ipedsid !== NO_IPEDSID && values.ipedsid !== target) throw ipedsidChanged();
  try {
    return await db.transaction(async (tx) => {
      if (target !== null) {
        const [before] = await tx.select().from(universities).where(eq(universities.ipedsid, target)).for("update");
        if (!before) throw universityMissing();
        const [row] = await tx
          .update(universities)
          .set({ name: values.name, city: values.city, state: values.state, zip: values.zip, domain: values.domain })
          .where(eq(universities.ipedsid, target))
          .returning();
        await recordAudit(tx, { actorId: actor.user.id, action: "update", entity: "university", entityId: row.ipedsid, before, after: row, now });
        return row;
      }
      // One local id at a time: serialise the local-id allocation.
      if (values.ipedsid === NO_IPEDSID) await tx.execute(sql`select pg_advisory_xact_lock(${LOCAL_IPEDSID_START}::int4, 1::int4)`);
      const ipedsid = values.ipedsid === NO_IPEDSID ? await nextLocalIpedsid(tx) : values.ipedsid;
      const [existing] = await tx.select({ ipedsid: universities.ipedsid }).from(universities).where(eq(universities.ipedsid, ipedsid));
      if (existing) throw universityTaken(ipedsid);
      const [row] = await tx
        .insert(universities)
        .values({ ...values, ipedsid })
        .returning();
      await recordAudit(tx, { actorId: actor.user.id, action: "create", entity: "university", entityId: row.ipedsid, before: null, after: row, now });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw universityTaken(values.ipedsid);
    throw error;
  }
}
