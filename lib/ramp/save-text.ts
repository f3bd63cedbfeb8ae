import "server-only";
import type { TDbOrTx } from "@/db/client";
import { rampTexts } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import type { TRampType } from "./components";
import { isTextComponent, RAMP_MESSAGES, ZRampText } from "./schemas";

// A component's hand-written text (the closing-the-gap and M&B results implications, the program
// reflection) for the caller's own school year: one upsert.

export async function saveRampText(db: TDbOrTx, ownerId: number, schoolYear: number, type: TRampType, input: unknown, now: Date): Promise<{ component: TRampType; text: string }> {
  if (!isTextComponent(type)) throw new AppError("validation_error", RAMP_MESSAGES.noText, 422);
  const text = ZRampText.parse(input);
  await upsertRampText(db, ownerId, schoolYear, type, text, now);
  return { component: type, text };
}

/** One text of a user's school year in ramp_texts (a component's, or the OSCAR brochure's principal message): insert or replace. */
export async function upsertRampText(db: TDbOrTx, ownerId: number, schoolYear: number, component: string, text: string, now: Date): Promise<void> {
  await db
    .insert(rampTexts)
    .values({ userId: ownerId, schoolYear, component, text, updatedAt: now })
    .onConflictDoUpdate({ target: [rampTexts.userId, rampTexts.schoolYear, rampTexts.component], set: { text, updatedAt: now } });
}
