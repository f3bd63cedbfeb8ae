import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { listComments } from "@/lib/comments/queries";
import { CommentsIsland } from "./comments-island";

type TProps = { subject: "lesson" | "target"; subjectId: number; userId: number; ownerId: number };

/**
 * The comments of a shared lesson or target (spec 3 sections 2.1, 4, 8): the first page is read on
 * the server for the reader (hidden comments only for the owner); the island pages, adds, replies,
 * likes, hides/shows and deletes. `ownerId` is the subject's owner as the page knows it; the list
 * decides for itself from the subject, so a wrong value shows no extra control.
 */
export async function CommentsSection({ subject, subjectId, userId }: TProps) {
  const db = await getDb();
  const [initial, [user]] = await Promise.all([
    listComments(db, userId, { type: subject, id: subjectId }, 1),
    db.select({ timeZone: users.timezone }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  return <CommentsIsland subject={subject} subjectId={subjectId} initial={initial} timeZone={user?.timeZone ?? "UTC"} />;
}
