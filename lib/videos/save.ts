import "server-only";
import { eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { videoCaptions, videoTutorials } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { recordAudit } from "@/lib/audit/record";
import { storageFor } from "@/lib/files/storage";
import { AppError, notFound } from "@/lib/http/errors";
import { assertMayEditHelp } from "@/lib/help-docs/access";
import { isUniqueViolation } from "@/lib/institutions/errors";
import { videoSource } from "./rules";
import { ZVideoInput } from "./schemas";

type TVideoRow = typeof videoTutorials.$inferSelect;

const videoMissing = () => notFound("This video tutorial does not exist.");
const pageTaken = () => new AppError("video_page_taken", "This page already has a video: edit that one.", 409, "page");

/**
 * Who stated that a hosted video has captions on its site, and when: the first statement for an address
 * is kept while it stands; a new address or a withdrawn statement clears it, and an uploaded video has
 * none (its captions are files).
 */
function hostedCaptionsStatement(before: TVideoRow | undefined, videoUrl: string, stated: boolean, actorId: number, now: Date) {
  if (!stated || videoSource(videoUrl).kind === "file") return { hostedCaptionsBy: null, hostedCaptionsAt: null };
  if (before?.hostedCaptionsAt && before.videoUrl === videoUrl) return { hostedCaptionsBy: before.hostedCaptionsBy, hostedCaptionsAt: before.hostedCaptionsAt };
  return { hostedCaptionsBy: actorId, hostedCaptionsAt: now };
}

/** Creates (id null) or updates a video tutorial: one per page (409 when the page has one). Admins; audited. */
export async function saveVideo(db: TDb, actor: TActor, input: unknown, id: number | null, now: Date) {
  assertMayEditHelp(actor.user);
  const v = ZVideoInput.parse(input);
  try {
    return await db.transaction(async (tx) => {
      const [before] = id === null ? [] : await tx.select().from(videoTutorials).where(eq(videoTutorials.id, id)).for("update");
      if (id !== null && !before) throw videoMissing();
      const [clash] = await tx.select({ id: videoTutorials.id }).from(videoTutorials).where(eq(videoTutorials.page, v.page)).limit(1);
      if (clash && clash.id !== id) throw pageTaken();
      const { hostedCaptions, ...fields } = v;
      const values = { ...fields, ...hostedCaptionsStatement(before, v.videoUrl, hostedCaptions, actor.user.id, now), updatedAt: now };
      const [row] = before ? await tx.update(videoTutorials).set(values).where(eq(videoTutorials.id, before.id)).returning() : await tx.insert(videoTutorials).values(values).returning();
      await recordAudit(tx, { actorId: actor.user.id, action: before ? "update" : "create", entity: "video_tutorial", entityId: row.id, before: before ?? null, after: row, now });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw pageTaken();
    throw error;
  }
}

export async function deleteVideo(db: TDb, actor: TActor, id: number, now: Date): Promise<void> {
  assertMayEditHelp(actor.user);
  const captions = await db.transaction(async (tx) => {
    // The captions' rows go with the video (on delete cascade); their files are removed once that is committed.
    const files = await tx.select({ storage: videoCaptions.storage, storageKey: videoCaptions.storageKey }).from(videoCaptions).where(eq(videoCaptions.videoId, id));
    const [before] = await tx.delete(videoTutorials).where(eq(videoTutorials.id, id)).returning();
    if (!before) throw videoMissing();
    await recordAudit(tx, { actorId: actor.user.id, action: "delete", entity: "video_tutorial", entityId: id, before, after: null, now });
    return files;
  });
  await Promise.all(
    captions.map((c) =>
      storageFor(c.storage)
        .delete(c.storageKey)
        .catch(() => undefined),
    ),
  );
}
