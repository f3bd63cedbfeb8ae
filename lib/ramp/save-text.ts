import "server-only";
import type { TDbOrTx } from "@/db/client";
import { rampTexts } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import type { TRampType } from "./components";
import { isTextComponent, RAMP_MESSAGES, ZRampText } from "./schemas";

// A component's hand-written text (the closing-the-gap and M&B results implications, the program
// reflection) for the caller's own school year: one upsert.

export async function saveRampText(db: TDbOrTx, userId: number, schoolYear: number, type: TRampType, input: unknown, now: Date): Promise<{ component: TRampType; text: string }> {
  if (!isTextComponent(type)) throw new AppError("validation_error", RAMP_MESSAGES.noText, 422);
  const text = ZRampText.parse(input);
  await db
    .insert(rampTexts)
    .values({ userId, schoolYear, component: type, text, updatedAt: now })
    .onConflictDoUpdate({ target: [rampTexts.userId, rampTexts.schoolYear, rampTexts.component], set: { text, updatedAt: now } });
  return { component: type, text };
}
