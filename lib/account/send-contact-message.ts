import { and, asc, eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { contactMessages, users } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";
import { sendContactEmail } from "./emails";
import { ZContactUs, type TContactUs } from "./schemas";

export const CONTACT_SENT_MESSAGE = "Sent with success.";

/**
 * POST /home/sendContactUs: keeps the message and emails every active administrator. Limited per
 * client address; the limit is counted before the transaction so a failure still counts.
 */
export async function sendContactMessage(db: TDb, input: TContactUs, ctx: { ip: string; now: Date }): Promise<{ message: string }> {
  const value = ZContactUs.parse(input);
  await hitRateLimit(db, RATE_LIMITS.contact, ctx.ip, ctx.now);
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ email: value.your_email, name: value.your_name, phone: value.your_phone, message: value.msg, createdAt: ctx.now });
    const admins = await tx
      .select()
      .from(users)
      .where(and(eq(users.roleId, ROLE.admin), eq(users.active, true)))
      .orderBy(asc(users.id));
    for (const admin of admins) await sendContactEmail(tx, admin, value);
  });
  return { message: CONTACT_SENT_MESSAGE };
}
