import "server-only";
import { asc, count, desc, eq, ilike, or } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { conferences } from "@/db/schema";
import { INSTITUTION_PAGE_SIZE } from "./constants";

const columns = {
  id: conferences.id,
  name: conferences.name,
  slug: conferences.slug,
  startDate: conferences.startDate,
  endDate: conferences.endDate,
  startHour: conferences.startHour,
  endTime: conferences.endTime,
  status: conferences.status,
  coupon: conferences.coupon,
  city: conferences.city,
  state: conferences.state,
};

/** The conferences, newest first, searched by name or url; 25 a page. */
export async function listConferences(db: TDbOrTx, filter: { q?: string; page: number }) {
  const q = filter.q?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = q ? or(ilike(conferences.name, `%${q}%`), ilike(conferences.slug, `%${q}%`)) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(conferences).where(where);
  const rows = await db
    .select(columns)
    .from(conferences)
    .where(where)
    .orderBy(desc(conferences.startDate), asc(conferences.name))
    .limit(INSTITUTION_PAGE_SIZE)
    .offset((filter.page - 1) * INSTITUTION_PAGE_SIZE);
  return { rows, total, page: filter.page, pageSize: INSTITUTION_PAGE_SIZE, pages: Math.max(1, Math.ceil(total / INSTITUTION_PAGE_SIZE)) };
}

export async function getConference(db: TDbOrTx, id: number) {
  const [row] = await db.select(columns).from(conferences).where(eq(conferences.id, id)).limit(1);
  return row ?? null;
}
