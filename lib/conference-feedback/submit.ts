import "server-only";
import type { TDb } from "@/db/client";
import { conferenceFeedback } from "@/db/schema";
import { AppError, notFound } from "@/lib/http/errors";
import { RATE_LIMITS, hitRateLimit } from "@/lib/http/rate-limit";
import { conferenceBySlug } from "./queries";
import { feedbackOpen } from "./rules";
import { ZFeedbackInput } from "./schemas";

export const feedbackNotOpen = () => new AppError("feedback_not_open", "Feedback opens once the conference has started.", 409);

/**
 * POST /home/conferenceFeedback/{slug}: a visitor's feedback on a conference. Rate-limited per
 * address before any work; only for an existing conference whose start date has passed.
 */
export async function submitFeedback(db: TDb, slug: string, input: unknown, ctx: { ip: string; now: Date }): Promise<{ id: number }> {
  await hitRateLimit(db, RATE_LIMITS.conferenceFeedback, ctx.ip, ctx.now);
  const conference = await conferenceBySlug(db, slug);
  if (!conference) throw notFound("This conference does not exist.");
  if (!feedbackOpen(conference.startDate, ctx.now)) throw feedbackNotOpen();
  const v = ZFeedbackInput.parse(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conferenceFeedback)
      .values({ conferenceId: conference.id, ...v, createdAt: ctx.now })
      .returning({ id: conferenceFeedback.id });
    return { id: row.id };
  });
}
