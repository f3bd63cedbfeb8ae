import "server-only";
import type { TDb } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { forbidden } from "@/lib/http/errors";
import { rampSubject } from "./queries";
import { saveRampScores } from "./save-score";
import { saveRampText } from "./save-text";
import { ZRampPutBody, ZRampScoreType, type TRampPutBody, type TRampScore } from "./schemas";
import type { TRampType } from "./components";

// PUT /api/v1/ramp/{type} and the workspace's save buttons: the caller's own text and/or self-scores of
// one component, in one transaction. A manager reads a counselor's workspace but changes none of it.

export const RAMP_READ_ONLY_MESSAGE = "A manager reads their counselors' RAMP workspace but does not change it.";

export type TRampSaved = { text?: string; scores?: TRampScore[] };

export async function saveRampComponent(db: TDb, actor: TActor, type: string, input: TRampPutBody, now: Date, userId?: number | null): Promise<TRampSaved> {
  const subject = await rampSubject(db, actor, now, userId);
  if (subject.readOnly) throw forbidden(RAMP_READ_ONLY_MESSAGE);
  const t = ZRampScoreType.parse(type);
  const body = ZRampPutBody.parse(input);
  return db.transaction(async (tx) => {
    const out: TRampSaved = {};
    if (body.text !== undefined) out.text = (await saveRampText(tx, actor.user.id, subject.schoolYear, t as TRampType, body.text, now)).text;
    if (body.scores?.length) out.scores = await saveRampScores(tx, actor.user.id, subject.schoolYear, t, body.scores, now);
    return out;
  });
}
