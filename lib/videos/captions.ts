import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { ZodError } from "zod";
import type { TDb, TDbOrTx } from "@/db/client";
import { videoCaptions, videoTutorials } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { recordAudit } from "@/lib/audit/record";
import { defaultStorage, storageFor } from "@/lib/files/storage";
import { assertMayEditHelp, mayEditHelp } from "@/lib/help-docs/access";
import { AppError, notFound } from "@/lib/http/errors";
import { hitRateLimit, type TRateLimit } from "@/lib/http/rate-limit";
import { CAPTION_MAX_BYTES, CAPTION_MESSAGES, orderedLangs, shownToReaders, ZCaptionLang, ZCaptionUpload, type TCaptionLang } from "./captions-rules";
import { videoSource, videoVisibleTo } from "./rules";

// A tutorial video's captions: WebVTT files, one per language, kept in the upload storage like the
// other uploaded files. The help content's writers attach and remove them; whoever may watch the
// video reads them.

/** Caption uploads per administrator: room for a whole library's three languages in an afternoon, not for a flood. */
export const CAPTION_UPLOAD_LIMIT = { scope: "video_caption", max: 60, windowMinutes: 60 } as const satisfies TRateLimit;

const videoMissing = () => notFound("This video tutorial does not exist.");
const captionsMissing = () => notFound("This video has no captions in that language.");
const tooLarge = () => new AppError("file_too_large", CAPTION_MESSAGES.size, 413, "file");

/** The languages each video has captions in (en, it, de order), by video id. */
export async function captionLangsByVideo(db: TDbOrTx, videoIds?: readonly number[]): Promise<Map<number, TCaptionLang[]>> {
  if (videoIds && videoIds.length === 0) return new Map();
  const rows = await db
    .select({ videoId: videoCaptions.videoId, lang: videoCaptions.lang })
    .from(videoCaptions)
    .where(videoIds ? inArray(videoCaptions.videoId, [...videoIds]) : undefined);
  const by = new Map<number, string[]>();
  for (const r of rows) by.set(r.videoId, [...(by.get(r.videoId) ?? []), r.lang]);
  return new Map([...by].map(([id, langs]) => [id, orderedLangs(langs)]));
}

/** The file's bytes as UTF-8 text; anything else is refused as the file's fault. */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ZodError([{ code: "custom", path: ["file"], message: CAPTION_MESSAGES.encoding, input: undefined }]);
  }
}

/**
 * Attaches (or replaces) a video's captions in one language: help-content writers only, an uploaded
 * video only (a host's player has its own captions), the file checked as WebVTT (size first, then
 * encoding, signature and control characters) before anything is stored. Counted against the
 * writer's caption-upload limit; audited.
 */
export async function saveCaption(db: TDb, actor: TActor, videoId: number, langInput: unknown, file: Blob, now: Date): Promise<{ videoId: number; lang: TCaptionLang; size: number }> {
  assertMayEditHelp(actor.user);
  const lang = ZCaptionLang.parse(langInput);
  if (file.size > CAPTION_MAX_BYTES) throw tooLarge();
  const [video] = await db.select().from(videoTutorials).where(eq(videoTutorials.id, videoId)).limit(1);
  if (!video) throw videoMissing();
  if (videoSource(video.videoUrl).kind !== "file") throw new AppError("captions_hosted", CAPTION_MESSAGES.hosted, 422, "file");
  await hitRateLimit(db, CAPTION_UPLOAD_LIMIT, `user:${actor.user.id}`, now);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const parsed = ZCaptionUpload.safeParse({ lang, size: bytes.byteLength, text: decode(bytes) });
  if (!parsed.success) {
    // Every problem is the file's: the form shows it under the file input.
    throw new ZodError(parsed.error.issues.map((i) => ({ ...i, path: ["file"] })));
  }
  if (bytes.byteLength > CAPTION_MAX_BYTES) throw tooLarge();

  const storage = defaultStorage();
  const key = await storage.put(`video-captions/${videoId}-${lang}-${randomBytes(16).toString("hex")}`, Buffer.from(bytes), {
    filename: `captions-${videoId}-${lang}.vtt`,
    mimeType: "text/vtt",
  });
  let replaced: { storage: string; storageKey: string } | null = null;
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(videoCaptions)
        .where(and(eq(videoCaptions.videoId, videoId), eq(videoCaptions.lang, lang)))
        .for("update");
      const values = { videoId, lang, storage: storage.name, storageKey: key, size: bytes.byteLength, updatedAt: now };
      const [row] = before
        ? await tx.update(videoCaptions).set(values).where(eq(videoCaptions.id, before.id)).returning()
        : await tx
            .insert(videoCaptions)
            .values(values)
            .onConflictDoUpdate({ target: [videoCaptions.videoId, videoCaptions.lang], set: values })
            .returning();
      await recordAudit(tx, {
        actorId: actor.user.id,
        action: before ? "update" : "create",
        entity: "video_caption",
        entityId: row.id,
        before: before ? { videoId, lang, size: before.size } : null,
        after: { videoId, lang, size: row.size },
        now,
      });
      replaced = before ? { storage: before.storage, storageKey: before.storageKey } : null;
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  const old = replaced as { storage: string; storageKey: string } | null;
  if (old)
    await storageFor(old.storage)
      .delete(old.storageKey)
      .catch(() => undefined);
  return { videoId, lang, size: bytes.byteLength };
}

/** Whether a reader (not a help-content writer) is shown the video: its page is theirs and it has the captions the rule asks for. */
async function shownTo(db: TDbOrTx, roleId: number, video: { id: number; page: string; videoUrl: string; hostedCaptionsAt: Date | null }): Promise<boolean> {
  if (!videoVisibleTo(roleId, video.page)) return false;
  const langs = (await captionLangsByVideo(db, [video.id])).get(video.id) ?? [];
  return shownToReaders({ kind: videoSource(video.videoUrl).kind, captions: langs, hostedCaptionsAt: video.hostedCaptionsAt });
}

/**
 * A video's captions in one language for a reader: whoever is shown the video (the pages they may
 * open, and the captions rule met; the help-content writers every video). Any other video reads as missing.
 */
export async function readCaption(db: TDbOrTx, actor: TActor, videoId: number, langInput: unknown): Promise<ReadableStream<Uint8Array>> {
  const lang = ZCaptionLang.parse(langInput);
  const [video] = await db
    .select({ id: videoTutorials.id, page: videoTutorials.page, videoUrl: videoTutorials.videoUrl, hostedCaptionsAt: videoTutorials.hostedCaptionsAt })
    .from(videoTutorials)
    .where(eq(videoTutorials.id, videoId))
    .limit(1);
  if (!video || !(mayEditHelp(actor.user) || (await shownTo(db, actor.user.roleId, video)))) throw videoMissing();
  const [row] = await db
    .select()
    .from(videoCaptions)
    .where(and(eq(videoCaptions.videoId, videoId), eq(videoCaptions.lang, lang)))
    .limit(1);
  if (!row) throw captionsMissing();
  return storageFor(row.storage).get(row.storageKey);
}

/** Removes a video's captions in one language (help-content writers; audited). */
export async function deleteCaption(db: TDb, actor: TActor, videoId: number, langInput: unknown, now: Date): Promise<void> {
  assertMayEditHelp(actor.user);
  const lang = ZCaptionLang.parse(langInput);
  const gone = await db.transaction(async (tx) => {
    const [before] = await tx
      .delete(videoCaptions)
      .where(and(eq(videoCaptions.videoId, videoId), eq(videoCaptions.lang, lang)))
      .returning();
    if (!before) throw captionsMissing();
    await recordAudit(tx, { actorId: actor.user.id, action: "delete", entity: "video_caption", entityId: before.id, before: { videoId, lang, size: before.size }, after: null, now });
    return before;
  });
  await storageFor(gone.storage)
    .delete(gone.storageKey)
    .catch(() => undefined);
}
