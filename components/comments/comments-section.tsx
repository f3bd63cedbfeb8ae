import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { listComments } from "@/lib/comments/queries";
import { CommentsIsland } from "./comments-island";

type TProps = { subject: "lesson" | "target"; subjectId: number; ownerId: number };

/**
 * The comments of a shared lesson or target: the first page is read on
 * the server for the reader (hidden comments only for the owner); the island pages, adds, replies,
 * likes, hides/shows and deletes. `ownerId` is the subject's owner as the page knows it; the list
 * decides for itself from the subject, so a wrong value shows no extra control.
 */
export async function CommentsSection({ subject, subjectId }: TProps) {
  const [db, actor] = await Promise.all([getDb(), requireActor()]);
  const initial = await listComments(db, actor, { type: subject, id: subjectId }, 1);
  return <CommentsIsland subject={subject} subjectId={subjectId} initial={initial} timeZone={actor.user.timezone} />;
}
