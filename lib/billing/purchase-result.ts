import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { invoices, orders, users, type TOrderRow, type TUserRow } from "@/db/schema";
import { AppError, notFound } from "@/lib/http/errors";
import { invoiceEmailedMessage, invoiceRecipient } from "./email-invoice";
import { userAddons } from "./grant-licence";
import { centsToDollars } from "./money";
import type { TAddonProduct } from "./schemas";

/** The licence holder as the purchase answers it (the page replaces its user info with this). */
export type TPurchaseUser = {
  username: string;
  expires: string;
  appId: number;
  isSw: boolean;
  addons: Record<TAddonProduct, boolean>;
  licenses: number;
};

export type TPurchaseResult = {
  orderId: number;
  invoiceNumber: number | null;
  // redirect: Stripe mode; open `redirect` (Stripe Checkout) to pay.
  status: "paid" | "awaiting_po" | "redirect";
  redirect?: string;
  user: TPurchaseUser;
  previousExpires: string;
  newExpires: string;
  // Dollars, two decimals (the API edge).
  amountDue: number;
  message: string;
};

export const DECLINED_STATUS = 402;

export function purchaseUser(user: TUserRow): TPurchaseUser {
  return { username: user.username, expires: user.expires, appId: user.appId, isSw: user.isSw, addons: userAddons(user), licenses: user.licenses };
}

export const declinedError = (message: string | null) => new AppError("card_declined", message || "Your card was declined.", DECLINED_STATUS);

/**
 * The answer for a completed order (paid or awaiting its purchase order), built from what is
 * stored, so a retried request gets the same answer as the first one.
 */
export async function completedResult(db: TDbOrTx, orderId: number): Promise<TPurchaseResult> {
  const [row] = await db
    .select({ order: orders, invoice: invoices, user: users })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) throw notFound("This order does not exist or you may not see it.");
  const { order, invoice, user } = row;
  if (order.status !== "paid" && order.status !== "awaiting_po") throw new AppError("order_not_complete", "This order is not complete.", 409);
  return {
    orderId: order.id,
    invoiceNumber: invoice?.number ?? null,
    status: order.status,
    user: purchaseUser(user),
    previousExpires: order.previousExpires ?? user.expires,
    newExpires: order.newExpires ?? user.expires,
    amountDue: centsToDollars(order.amountDueCents),
    message: invoiceEmailedMessage(invoiceRecipient(order, user)),
  };
}

/** The answer while the buyer still has to pay on Stripe's page. */
export function redirectResult(order: TOrderRow, user: TUserRow, url: string): TPurchaseResult {
  return {
    orderId: order.id,
    invoiceNumber: null,
    status: "redirect",
    redirect: url,
    user: purchaseUser(user),
    previousExpires: user.expires,
    newExpires: order.end > user.expires ? order.end : user.expires,
    amountDue: centsToDollars(order.amountDueCents),
    message: "Continue to the secure payment page to pay by card.",
  };
}
