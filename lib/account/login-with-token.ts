import { eq } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { ipAllowed } from "@/lib/auth/ip";
import { createSession, type TSessionKind } from "@/lib/auth/sessions";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { licenseLapsed } from "@/lib/auth/license";
import { TOKEN_TTL_MS } from "./rules";
import { inspectToken, issueToken, revokeTokens } from "./tokens";

/** Where the calendar login link lands: "goes to /app/user/scalendars". */
export const CALENDAR_LANDING = "/app/user/scalendars";

const refused = () => new AppError("token_invalid", "This sign-in link is not valid any more. Please log in with your password.", 401);

/**
 * Signs in with a calendar login link (/user/calendar/{token}, GET /home/loginWithToken). The link
 * is long-lived and stays usable until revoked or replaced; it must pass the same checks as a
 * password sign-in (active account, allowed network, licence not expired), else it is refused.
 */
export async function loginWithToken(db: TDb, raw: string, ctx: { kind: TSessionKind; ip: string; userAgent: string | null; now: Date }): Promise<{ user: TUserRow; token: string; expiresAt: Date }> {
  const { status, user } = await inspectToken(db, "calendar", raw, ctx.now);
  if (status !== "valid" || !user || !user.active) throw refused();
  if (!ipAllowed(user.allowedIps, ctx.ip)) throw refused();
  if (licenseLapsed(user, ctx.now)) throw refused();
  const e = env();
  const ttlMs = ctx.kind === "api" ? e.API_TOKEN_TTL_HOURS * 3_600_000 : user.keepSigned ? e.KEEP_SIGNED_TTL_DAYS * 86_400_000 : e.BROWSER_SESSION_TTL_HOURS * 3_600_000;
  return db.transaction(async (tx) => {
    const session = await createSession(tx, { userId: user.id, kind: ctx.kind, ttlMs, userAgent: ctx.userAgent, now: ctx.now });
    const [updated] = await tx.update(users).set({ lastLoginAt: ctx.now }).where(eq(users.id, user.id)).returning();
    return { user: updated, token: session.token, expiresAt: session.expiresAt };
  });
}

/** A new calendar login link for the user (for the calendar sync settings); the old one stops working. */
export function issueCalendarToken(db: TDbOrTx, userId: number, now: Date): Promise<string> {
  return issueToken(db, { userId, purpose: "calendar", ttlMs: TOKEN_TTL_MS.calendar, now, replace: true });
}

/** Revokes the user's calendar login links. */
export function revokeCalendarTokens(db: TDbOrTx, userId: number, now: Date): Promise<void> {
  return revokeTokens(db, userId, "calendar", now);
}
