import "server-only";
import type { TDbOrTx } from "@/db/client";
import type { TSharedSubject } from "@/db/schema";
import { notFound } from "@/lib/http/errors";
import { readableLesson } from "@/lib/lessons/access";

// What the comments engine needs of a subject (a shared lesson, a shared target): whether the reader
// may read it, and who owns it. Each subject type brings its own read rule; a target plugs in here
// when targets exist (until then no target is readable, so its comments are a 404).

export type TSubjectRef = { type: TSharedSubject; id: number };
export type TReadableSubject = TSubjectRef & { ownerId: number };
type TReadRule = (db: TDbOrTx, userId: number, id: number) => Promise<{ ownerId: number }>;

const READ_RULES: Record<TSharedSubject, TReadRule> = {
  lesson: async (db, userId, id) => ({ ownerId: (await readableLesson(db, userId, id)).userId }),
  target: async () => {
    throw notFound("This target does not exist or is not shared with you.");
  },
};

/** The subject with its owner, if `userId` may read it (owner, or shared); otherwise the subject's 404. */
export async function readableSubject(db: TDbOrTx, userId: number, subject: TSubjectRef): Promise<TReadableSubject> {
  const { ownerId } = await READ_RULES[subject.type](db, userId, subject.id);
  return { ...subject, ownerId };
}
