import { trackingEvents, type TOrderRow } from "@/db/schema";
import type { TDbOrTx } from "@/db/client";

// "On success: user info is replaced, a purchase tracking event for the total cost is sent".
// The product keeps its own events (the tracking_events table), never a third-party tracker: the
// event is written in the transaction that completes the order, so a purchase that went through has
// exactly one event and a declined or abandoned one has none. The admin's monthly purchase report
// (lib/billing/admin/purchase-report.ts) counts them.

export const PURCHASE_EVENT = "purchase" as const;

/** Records the purchase's tracking event with its total cost; a second call for the same order writes nothing. */
export async function recordPurchaseEvent(tx: TDbOrTx, order: Pick<TOrderRow, "id" | "userId" | "amountDueCents">, now: Date): Promise<void> {
  await tx
    .insert(trackingEvents)
    .values({ name: PURCHASE_EVENT, userId: order.userId, orderId: order.id, valueCents: order.amountDueCents, createdAt: now })
    .onConflictDoNothing({ target: [trackingEvents.name, trackingEvents.orderId] });
}
