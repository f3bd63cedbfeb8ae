import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { caseloads, clients, schools, users, type TUserRow } from "@/db/schema";
import { canSeeEventDetails, viewerOf } from "@/lib/privacy/visibility";
import { managedScope } from "@/lib/users/queries";
import { CASELOAD_PAGE_SIZE, type TCaseloadHistoryRow, type TCaseloadListQuery, type TCaseloadStudentView } from "./caseload-schemas";

// Reads of a district's caseloads page: the district's students on open caseloads, one page at a time
// (a district can hold 50,000), and one student's caseload history. The caller has already decided
// the district (caseloadDistrict) and asked the access table.

const COUNSELOR_NAME = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`;

/**
 * Whose student names the reader reads, in SQL over `clients`: the one rule of lib/privacy/visibility.ts
 * (mayReadStudent): their own students, and those of the counselors they manage when their role reads
 * details. A district's wider scope lists the other students without their names, and a name search
 * never finds them.
 */
export function studentNameReadable(reader: TUserRow): SQL {
  const own = eq(clients.userId, reader.id);
  if (!canSeeEventDetails(viewerOf(reader), -1)) return own;
  return or(own, inArray(clients.userId, sql`(select ${users.id} from ${users} where ${managedScope(reader)})`)) as SQL;
}

/** The district's students on open caseloads: active students only, the filters of the page's address. */
function listWhere(reader: TUserRow, leaid: string, q: TCaseloadListQuery): SQL {
  const text = q.q.replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    eq(caseloads.leaid, leaid),
    isNull(caseloads.validTo),
    eq(clients.type, "student"),
    eq(clients.active, true),
    q.school ? eq(caseloads.ncessch, q.school) : undefined,
    q.counselor ? eq(caseloads.counselorId, q.counselor) : undefined,
    text ? and(studentNameReadable(reader), ilike(clients.name, `%${text}%`)) : undefined,
  ) as SQL;
}

/** One page of the district's students with their counselor and how they were placed; readable names first, by name. */
export async function listCaseloadStudents(db: TDbOrTx, reader: TUserRow, leaid: string, q: TCaseloadListQuery): Promise<{ rows: TCaseloadStudentView[]; total: number; pages: number; page: number }> {
  const where = listWhere(reader, leaid, q);
  const [{ total }] = await db.select({ total: count() }).from(caseloads).innerJoin(clients, eq(clients.id, caseloads.clientId)).where(where);
  const pages = Math.max(1, Math.ceil(total / CASELOAD_PAGE_SIZE));
  const page = Math.min(q.page, pages);
  const readable = studentNameReadable(reader);
  const name = sql<string | null>`case when ${readable} then ${clients.name} end`;
  const rows = await db
    .select({
      clientId: clients.id,
      name,
      schoolName: schools.schnam,
      counselorId: caseloads.counselorId,
      counselorName: COUNSELOR_NAME,
      source: caseloads.source,
      since: caseloads.validFrom,
    })
    .from(caseloads)
    .innerJoin(clients, eq(clients.id, caseloads.clientId))
    .innerJoin(users, eq(users.id, caseloads.counselorId))
    .leftJoin(schools, eq(schools.ncessch, caseloads.ncessch))
    .where(where)
    .orderBy(sql`lower(${name}) asc nulls last`, asc(clients.id))
    .limit(CASELOAD_PAGE_SIZE)
    .offset((page - 1) * CASELOAD_PAGE_SIZE);
  return { rows: rows.map((r) => ({ ...r, since: r.since.toISOString() })), total, pages, page };
}

/** One student's caseload rows in the district, newest first (the open one on top). */
export async function caseloadHistory(db: TDbOrTx, leaid: string, clientId: number): Promise<TCaseloadHistoryRow[]> {
  const rows = await db
    .select({ id: caseloads.id, counselorName: COUNSELOR_NAME, source: caseloads.source, validFrom: caseloads.validFrom, validTo: caseloads.validTo })
    .from(caseloads)
    .innerJoin(users, eq(users.id, caseloads.counselorId))
    .where(and(eq(caseloads.clientId, clientId), eq(caseloads.leaid, leaid)))
    .orderBy(desc(caseloads.validFrom), desc(caseloads.id));
  return rows.map((r) => ({ ...r, validFrom: r.validFrom.toISOString(), validTo: r.validTo?.toISOString() ?? null }));
}
