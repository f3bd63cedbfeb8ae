import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { rampTexts } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { schoolYearStart } from "@/lib/program/rules";
import { mayUseRamp } from "@/lib/ramp/access";
import { rampAddonRequired } from "@/lib/ramp/queries";
import { upsertRampText } from "@/lib/ramp/save-text";
import { todayIn } from "@/lib/users/rules";
import { ZOscarMessage } from "./schemas";

// The principal's message of the OSCAR brochure, kept per counselor and school year beside the RAMP
// texts (ramp_texts, component "oscarMessage"): written once on /app/oscar/rampApplication, it is in
// the page, its print and its PDF until changed, and never travels in a URL.

export const OSCAR_MESSAGE_COMPONENT = "oscarMessage";

export async function savedOscarMessage(db: TDbOrTx, userId: number, schoolYear: number): Promise<string> {
  const [row] = await db
    .select({ text: rampTexts.text })
    .from(rampTexts)
    .where(and(eq(rampTexts.userId, userId), eq(rampTexts.schoolYear, schoolYear), eq(rampTexts.component, OSCAR_MESSAGE_COMPONENT)));
  return row?.text ?? "";
}

/**
 * PUT /api/v1/report/principal/oscar and the page's Save: the caller's own message for the school
 * year of `date` (default today's, in the caller's time zone); needs the RAMP add-on (403). An empty
 * message clears it (the brochure shows the placeholder).
 */
export async function saveOscarMessageFor(db: TDbOrTx, actor: TActor, input: unknown, now: Date): Promise<{ message: string; school_year: number }> {
  if (!mayUseRamp(actor.user)) throw rampAddonRequired();
  const body = ZOscarMessage.parse(input);
  const year = schoolYearStart(body.date ?? todayIn(actor.user.timezone, now));
  await upsertRampText(db, actor.user.id, year, OSCAR_MESSAGE_COMPONENT, body.message, now);
  return { message: body.message, school_year: year };
}
