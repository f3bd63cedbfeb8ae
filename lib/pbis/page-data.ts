import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { clients } from "@/db/schema";
import { pageSubject, type TPageSubject } from "@/lib/student-days/page-subject";
import { listPbisOptions } from "./queries";
import { defaultRange } from "./rules";
import { ZPbisListQuery, type TPbisListQuery, type TPbisOptionJson } from "./schemas";

export type TPbisPage = TPageSubject & {
  students: { id: number; name: string }[];
  options: TPbisOptionJson[];
  /** The filters of the query string (invalid ones dropped), with the subject's user. */
  filters: TPbisListQuery;
  /** Whether the query string held filters that were refused (e.g. an end before the start). */
  invalid: boolean;
  /** The counselor's own records: they may record, edit and delete. */
  canWrite: boolean;
  range: { from: string; to: string };
};

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * What every PBIS page needs: whose records (the actor, or ?user= a counselor they manage, read-only;
 * anyone else a 404), that counselor's students for the picker, the reference lists and the filters.
 */
export async function pbisPage(raw: Record<string, string | string[] | undefined>): Promise<TPbisPage> {
  const ctx = await pageSubject(raw.user);
  const params = { client_id: first(raw.client_id), type: first(raw.type), from: first(raw.from), to: first(raw.to) };
  const parsed = ZPbisListQuery.safeParse(params);
  const filters: TPbisListQuery = { ...(parsed.success ? parsed.data : {}), user: ctx.subject.userId };
  const [students, options] = await Promise.all([
    ctx.db
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(and(eq(clients.userId, ctx.subject.userId), eq(clients.type, "student")))
      .orderBy(sql`lower(${clients.name})`, asc(clients.id)),
    listPbisOptions(ctx.db),
  ]);
  if (filters.client_id && !students.some((s) => s.id === filters.client_id)) filters.client_id = undefined;
  return { ...ctx, students, options, filters, invalid: !parsed.success, canWrite: ctx.subject.isSelf, range: defaultRange(ctx.today) };
}
