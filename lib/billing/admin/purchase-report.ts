import "server-only";
import { and, gte, inArray, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { orders, type TOrderStatus, type TUserRow } from "@/db/schema";
import { assertCan } from "@/lib/auth/permissions";
import { firstReportMonth } from "./purchase-report-rules";

// Spec 2 §4: "On success: … a purchase tracking event for the total cost is sent". The product
// keeps its own record instead of a third-party tracker: a successful purchase IS its order row
// (paid, or placed on a purchase order), with its total (amount_due_cents) and instant, so the
// tracking event is read from orders, never duplicated. The admin's monthly report counts them.

/** The statuses of a purchase that went through (the moment the spec's tracking event fires). */
export const TRACKED_PURCHASE_STATUSES: readonly TOrderStatus[] = ["paid", "awaiting_po"];

export type TMonthlyPurchases = { month: string; purchases: number; totalCents: number };

/** Purchases and their totals per month (in the admin's zone), newest month first, for the last `months` months. */
export async function monthlyPurchases(db: TDbOrTx, actor: TUserRow, opts: { zone: string; today: string; months?: number }): Promise<TMonthlyPurchases[]> {
  assertCan(actor, "billing.admin.orders");
  const from = `${firstReportMonth(opts.today, opts.months ?? 12)}-01`;
  const month = sql<string>`to_char(${orders.createdAt} AT TIME ZONE ${opts.zone}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, purchases: sql<number>`count(*)::int`, totalCents: sql<number>`coalesce(sum(${orders.amountDueCents}), 0)::int` })
    .from(orders)
    .where(and(inArray(orders.status, [...TRACKED_PURCHASE_STATUSES]), gte(sql`(${orders.createdAt} AT TIME ZONE ${opts.zone})::date`, sql`${from}::date`)))
    // By position: the zone is a parameter, so the grouped expression could not be matched by text.
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`);
  return rows.map((r) => ({ month: r.month, purchases: Number(r.purchases), totalCents: Number(r.totalCents) }));
}
