import { and, asc, count, eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { emailOutbox, invoices, licenceGrants, orders, users, type TUserRow } from "@/db/schema";
import { createSession } from "@/lib/auth/sessions";
import { endChoices, startChoices } from "@/lib/billing/dates";
import { billingToday } from "@/lib/billing/price-draft";

// Helpers shared by the purchase integration tests.

export const TEST_CARD = { method: "card", cardNumber: "4242 4242 4242 4242", expMonth: 12, expYear: 2099, cvc: "123", nameOnCard: "Casey Morgan" } as const;
export const DECLINED_CARD = { ...TEST_CARD, cardNumber: "4000 0000 0000 0002" } as const;

let keyCounter = 0;
/** A fresh idempotency key per purchase attempt. */
export function freshKey(label = "key"): string {
  keyCounter += 1;
  return `${label}-${Date.now().toString(36)}-${keyCounter}`;
}

/** License dates as the page offers them: today → the n-th 31 July on offer. */
export function period(n: number, now = new Date()): { start: string; end: string } {
  const today = billingToday(now);
  const ends = endChoices(today, today);
  return { start: today, end: ends[n] };
}

/** The next whole license year: 1 August → 31 July (never prorated). */
export function nextLicenceYear(now = new Date()): { start: string; end: string } {
  const today = billingToday(now);
  const start = startChoices(today).at(-1) as string;
  return { start, end: endChoices(start, today)[0] };
}

export async function userNamed(db: TDb, username: string): Promise<TUserRow> {
  const [u] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  if (!u) throw new Error(`no user ${username}`);
  return u;
}

/** A bearer token for a demo user, without going through the login route's limits. */
export async function tokenFor(db: TDb, username: string): Promise<string> {
  const user = await userNamed(db, username);
  const { token } = await createSession(db, { userId: user.id, kind: "api", ttlMs: 3_600_000, now: new Date() });
  return token;
}

/** Inserts a license holder of a given role, e.g. a fresh counselor or manager per test. */
let userCounter = 0;
export async function insertUser(db: TDb, over: Partial<typeof users.$inferInsert> = {}): Promise<TUserRow> {
  userCounter += 1;
  const username = over.username ?? `buyer${userCounter}${Date.now().toString(36)}`;
  const [u] = await db
    .insert(users)
    .values({ username, email: `${username}@school.example.org`, roleId: 1, appId: 1, active: true, expires: billingToday(new Date()), firstName: "Pat", lastName: "Buyer", ...over })
    .returning();
  return u;
}

export async function ordersOf(db: TDb, userId: number) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
}

export async function invoiceOf(db: TDb, orderId: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  return row ?? null;
}

export async function invoiceCount(db: TDb, userId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(eq(orders.userId, userId));
  return n;
}

export async function grantsOf(db: TDb, orderId: number) {
  return db.select().from(licenceGrants).where(eq(licenceGrants.orderId, orderId)).orderBy(asc(licenceGrants.id));
}

export async function invoiceEmailsTo(db: TDb, to: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, "invoice")))
    .orderBy(asc(emailOutbox.id));
}
