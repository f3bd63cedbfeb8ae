import "server-only";
import { and, eq } from "drizzle-orm";
import { formatInTimeZone } from "date-fns-tz";
import type { TDb } from "@/db/client";
import { demoRequests, users } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import { RATE_LIMITS, hitRateLimit } from "@/lib/http/rate-limit";
import { todayIn } from "@/lib/users/rules";
import { detailsHtml, emailAdmins } from "./notify";
import { DEMO_TYPE, daysBetween, zonedInstant } from "./rules";
import { ZDemoRequest, type TDemoRequestInput } from "./schemas";

export type TPublicContext = { ip: string; now: Date };

const ADMIN_ZONE = "America/New_York";
/** A demo is planned within the coming year. */
const MAX_DEMO_DAYS_AHEAD = 366;

/**
 * POST /home/scheduleDemo: a visitor asks for a demo (type 1) or a training (type 2) at a date and
 * time of their own time zone. The request is kept in demo_requests and the administrators are told.
 */
export async function requestDemo(db: TDb, input: TDemoRequestInput, ctx: TPublicContext): Promise<{ id: number }> {
  await hitRateLimit(db, RATE_LIMITS.demoRequest, ctx.ip, ctx.now);
  const v = ZDemoRequest.parse(input);
  const today = todayIn(v.timeZone, ctx.now);
  if (v.date < today) throw new AppError("date_past", "Choose today or a later date.", 422, "date");
  if (daysBetween(today, v.date) > MAX_DEMO_DAYS_AHEAD) throw new AppError("date_too_far_demo", "Choose a date within the next year.", 422, "date");
  const preferredAt = zonedInstant(v.date, v.time, v.timeZone);
  const what = v.type === DEMO_TYPE.training ? "Training" : "Demo";
  return db.transaction(async (tx) => {
    // /scheduleDemo/{username} follows a sign-up: keep the username only when it is a real account.
    const [account] = v.username
      ? await tx.select({ username: users.username }).from(users).where(and(eq(users.username, v.username), eq(users.active, true))).limit(1)
      : [];
    const [row] = await tx
      .insert(demoRequests)
      .values({ type: v.type, username: account?.username ?? null, name: v.name, email: v.email, phone: v.phone, preferredAt, message: v.message, createdAt: ctx.now })
      .returning({ id: demoRequests.id });
    await emailAdmins(tx, {
      kind: "demo_request",
      subject: `${what} request #${row.id}`,
      html: detailsHtml(`A visitor asked for a ${what.toLowerCase()} on the public site.`, [
        ["Name", v.name],
        ["Email", v.email],
        ["Phone", v.phone],
        ["Account", account?.username ?? ""],
        ["Preferred time (visitor)", `${v.date} ${v.time} (${v.timeZone})`],
        ["Preferred time (Eastern)", formatInTimeZone(preferredAt, ADMIN_ZONE, "yyyy-MM-dd HH:mm zzz")],
        ["Message", v.message],
      ]),
    });
    return { id: row.id };
  });
}
