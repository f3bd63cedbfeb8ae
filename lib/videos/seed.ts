import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { videoCaptions, videoTutorials } from "@/db/schema";

// English captions for the demo's uploaded tutorial videos, so the demo shows them to readers (the
// captions rule: lib/videos/captions-rules.ts). No "server-only": the seed CLI runs it, so the files
// are written to the local upload storage's folder directly (as lib/files/storage.ts lays it out).

const cue = (from: string, to: string, text: string) => `${from} --> ${to}\n${text}`;
const vtt = (...cues: string[]) => `WEBVTT\n\n${cues.join("\n\n")}\n`;

/** The demo videos' English captions, by page. */
export const DEMO_CAPTIONS: Readonly<Record<string, string>> = {
  "/app/dashboard": vtt(cue("00:00.000", "00:04.000", "The dashboard opens when you log in."), cue("00:04.000", "00:09.000", "It shows today's events, your recent logs and your time by category.")),
  "/app/calendar": vtt(cue("00:00.000", "00:04.000", "Open the calendar from the menu."), cue("00:04.000", "00:09.000", "Drag on the week view, or press New event, to plan an activity.")),
  "/app/logs": vtt(cue("00:00.000", "00:04.000", "Press Log a contact on any page."), cue("00:04.000", "00:09.000", "Choose the category, the students and the minutes, then save.")),
  "/app/lesson": vtt(
    cue("00:00.000", "00:05.000", "A lesson has its objectives, its standards and a pre- and a post-test."),
    cue("00:05.000", "00:10.000", "Students answer the tests from a link or a QR code; the results compare them."),
  ),
  "/app/reports": vtt(
    cue("00:00.000", "00:04.000", "Reports show how you used your time and what changed for your students."),
    cue("00:04.000", "00:09.000", "Choose the report and the dates, then print it or save it as a PDF."),
  ),
};

/** Writes a demo captions file where the local upload storage keeps its files. */
async function writeLocal(key: string, text: string): Promise<void> {
  const root = path.resolve(process.env.UPLOADS_DIR || path.join(process.cwd(), ".data", "uploads"));
  const file = path.join(root, "files", key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text, "utf8");
}

/** Attaches the English demo captions to each demo video that has none yet (an administrator's are kept). */
export async function seedDemoCaptions(tx: TDbOrTx, now: Date): Promise<void> {
  const videos = await tx
    .select({ id: videoTutorials.id, page: videoTutorials.page })
    .from(videoTutorials)
    .where(inArray(videoTutorials.page, Object.keys(DEMO_CAPTIONS)));
  for (const v of videos) {
    const [has] = await tx
      .select({ id: videoCaptions.id })
      .from(videoCaptions)
      .where(and(eq(videoCaptions.videoId, v.id), eq(videoCaptions.lang, "en")))
      .limit(1);
    if (has) continue;
    const text = DEMO_CAPTIONS[v.page];
    const key = `video-captions/demo-${v.id}-en`;
    await writeLocal(key, text);
    await tx.insert(videoCaptions).values({ videoId: v.id, lang: "en", storage: "local", storageKey: key, size: Buffer.byteLength(text), updatedAt: now });
  }
}
