import { and, count, desc, eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { emailOutbox, users, type TUserRow } from "@/db/schema";

// Helpers shared by the account integration tests: reading the emails the calls wrote.

export async function lastEmailTo(db: TDb, to: string, kind?: string) {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(kind ? and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)) : eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row ?? null;
}

export async function emailCount(db: TDb): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(emailOutbox);
  return n;
}

/** The /forgot/{token} link of a reset email. */
export function resetTokenIn(html: string): string {
  const m = /\/forgot\/([A-Za-z0-9_-]+)/.exec(html);
  if (!m) throw new Error("no reset link in the email");
  return m[1];
}

/** The /activate/{token}/{username} link of an activation email. */
export function activateLinkIn(html: string): { token: string; username: string } {
  const m = /\/activate\/([A-Za-z0-9_-]+)\/([^"'<\s]+)/.exec(html);
  if (!m) throw new Error("no activation link in the email");
  return { token: m[1], username: decodeURIComponent(m[2]) };
}

/** The 6-digit code of an email (from its /activateCode/{code}/{username} link). */
export function codeIn(html: string): string {
  const m = /\/activateCode\/(\d{6})\//.exec(html);
  if (!m) throw new Error("no code in the email");
  return m[1];
}

export async function userNamed(db: TDb, username: string): Promise<TUserRow> {
  const [u] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  if (!u) throw new Error(`no user ${username}`);
  return u;
}

/** A client address per test, so the per-address limits of one test do not spill into another. */
let ipCounter = 0;
export function freshIp(): Record<string, string> {
  ipCounter += 1;
  return { "x-forwarded-for": `198.51.100.${ipCounter}` };
}
