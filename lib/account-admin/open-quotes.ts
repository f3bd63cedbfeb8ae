import { and, count, desc, eq, gte, inArray, notExists } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { orders, quotes, users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { forbidden } from "@/lib/http/errors";

// /app/quotes: the open quotes — still valid, and not yet turned into an order
// that is paid or on its way (pending, awaiting a purchase order) — with their PDFs (lib/billing).

export const OPEN_QUOTES_PAGE_SIZE = 50;
const TAKEN = ["paid", "pending", "awaiting_po"] as const;

export type TOpenQuote = {
  id: number;
  contactName: string;
  school: string;
  email: string;
  username: string | null;
  start: string;
  end: string;
  amountDueCents: number;
  validUntil: string;
  createdAt: string;
};

export async function listOpenQuotes(db: TDbOrTx, actor: TActor, input: { page?: unknown; today: string }): Promise<{ rows: TOpenQuote[]; total: number; page: number; pages: number }> {
  if (actor.user.roleId !== ROLE.admin) throw forbidden();
  const wanted = Number(input.page);
  const page = Number.isSafeInteger(wanted) && wanted > 0 ? wanted : 1;
  const where = and(
    gte(quotes.validUntil, input.today),
    notExists(
      db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.quoteId, quotes.id), inArray(orders.status, [...TAKEN]))),
    ),
  );
  const [{ n }] = await db.select({ n: count() }).from(quotes).where(where);
  const pages = Math.max(1, Math.ceil(n / OPEN_QUOTES_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = await db
    .select({ q: quotes, username: users.username })
    .from(quotes)
    .leftJoin(users, eq(users.id, quotes.userId))
    .where(where)
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(OPEN_QUOTES_PAGE_SIZE)
    .offset((current - 1) * OPEN_QUOTES_PAGE_SIZE);
  return {
    rows: rows.map(({ q, username }) => ({
      id: q.id,
      contactName: q.contact?.name ?? "",
      school: q.contact?.school ?? "",
      email: q.contact?.email ?? "",
      username,
      start: q.start,
      end: q.end,
      amountDueCents: q.amountDueCents,
      validUntil: q.validUntil,
      createdAt: q.createdAt.toISOString(),
    })),
    total: n,
    page: current,
    pages,
  };
}
