import "server-only";
import { and, eq, gte, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { trackingEvents, type TUserRow } from "@/db/schema";
import { assertCan } from "@/lib/auth/permissions";
import { PURCHASE_EVENT } from "../purchase-tracking";
import { firstReportMonth } from "./purchase-report-rules";

// "On success: … a purchase tracking event for the total cost is sent". The product keeps
// its own events instead of a third-party tracker: completing an order (paid, or placed on a purchase
// order) writes one 'purchase' row in tracking_events with the total (lib/billing/purchase-tracking.ts).
// The admin's monthly report counts those events.

export type TMonthlyPurchases = { month: string; purchases: number; totalCents: number };

/** Purchase events and their totals per month (in the admin's zone), newest month first, for the last `months` months. */
export async function monthlyPurchases(db: TDbOrTx, actor: TUserRow, opts: { zone: string; today: string; months?: number }): Promise<TMonthlyPurchases[]> {
  assertCan(actor, "billing.admin.orders");
  const from = `${firstReportMonth(opts.today, opts.months ?? 12)}-01`;
  const month = sql<string>`to_char(${trackingEvents.createdAt} AT TIME ZONE ${opts.zone}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, purchases: sql<number>`count(*)::int`, totalCents: sql<number>`coalesce(sum(${trackingEvents.valueCents}), 0)::int` })
    .from(trackingEvents)
    .where(and(eq(trackingEvents.name, PURCHASE_EVENT), gte(sql`(${trackingEvents.createdAt} AT TIME ZONE ${opts.zone})::date`, sql`${from}::date`)))
    // By position: the zone is a parameter, so the grouped expression could not be matched by text.
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`);
  return rows.map((r) => ({ month: r.month, purchases: Number(r.purchases), totalCents: Number(r.totalCents) }));
}
