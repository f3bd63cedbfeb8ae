import "server-only";
import type { TDbOrTx } from "@/db/client";
import type { TSharedSubject } from "@/db/schema";
import { readableTarget } from "@/lib/goals/access";
import { readableLesson } from "@/lib/lessons/access";

// What the comments engine needs of a subject (a shared lesson, a shared target): whether the reader
// may read it, and who owns it. Each subject type brings its own read rule (lib/lessons/access.ts,
// lib/goals/access.ts).

export type TSubjectRef = { type: TSharedSubject; id: number };
export type TReadableSubject = TSubjectRef & { ownerId: number };
type TReadRule = (db: TDbOrTx, userId: number, id: number) => Promise<{ ownerId: number }>;

const READ_RULES: Record<TSharedSubject, TReadRule> = {
  lesson: async (db, userId, id) => ({ ownerId: (await readableLesson(db, userId, id)).userId }),
  target: async (db, userId, id) => ({ ownerId: (await readableTarget(db, userId, id)).userId }),
};

/** The subject with its owner, if `readerId` may read it (owner, or shared); otherwise the subject's 404. */
export async function readableSubject(db: TDbOrTx, readerId: number, subject: TSubjectRef): Promise<TReadableSubject> {
  const { ownerId } = await READ_RULES[subject.type](db, readerId, subject.id);
  return { ...subject, ownerId };
}
