import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { demoRequests, users } from "@/db/schema";
import { emailAdmins } from "@/lib/email/admins";
import { renderEmail } from "@/lib/email/render";
import { AppError } from "@/lib/http/errors";
import { formatClockTime, formatDate, formatDateTime } from "@/lib/i18n/format";
import { RATE_LIMITS, hitRateLimit } from "@/lib/http/rate-limit";
import { translatorFor } from "@/lib/signup/translate";
import { todayIn } from "@/lib/users/rules";
import { DEMO_TYPE, daysBetween, zonedInstant } from "./rules";
import { ZDemoRequest, type TDemoRequestInput } from "./schemas";

export type TPublicContext = { ip: string; now: Date };

const ADMIN_ZONE = "America/New_York";
const EASTERN_FORMAT: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" };
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
  return db.transaction(async (tx) => {
    // /scheduleDemo/{username} follows a sign-up: keep the username only when it is a real account.
    const [account] = v.username
      ? await tx
          .select({ username: users.username })
          .from(users)
          .where(and(eq(users.username, v.username), eq(users.active, true)))
          .limit(1)
      : [];
    const [row] = await tx
      .insert(demoRequests)
      .values({ type: v.type, username: account?.username ?? null, name: v.name, email: v.email, phone: v.phone, preferredAt, message: v.message, createdAt: ctx.now })
      .returning({ id: demoRequests.id });
    const training = v.type === DEMO_TYPE.training;
    await emailAdmins(tx, "demo_request", async (locale) => {
      const t = await translatorFor(locale, "email.demoRequest");
      return renderEmail({
        locale,
        why: "admin",
        subject: t(training ? "subjectTraining" : "subjectDemo", { id: String(row.id) }),
        blocks: [
          { type: "text", text: t(training ? "introTraining" : "introDemo") },
          {
            type: "facts",
            rows: [
              [t("name"), v.name],
              [t("email"), v.email],
              [t("phone"), v.phone],
              [t("account"), account?.username ?? ""],
              [t("visitorTime"), `${formatDate(v.date, locale, "long")} ${formatClockTime(v.time, locale)} (${v.timeZone})`],
              [t("easternTime"), formatDateTime(preferredAt, locale, ADMIN_ZONE, EASTERN_FORMAT)],
            ],
          },
          ...(v.message ? [{ type: "heading", text: t("message") } as const, { type: "quote", text: v.message } as const] : []),
        ],
      });
    });
    return { id: row.id };
  });
}
