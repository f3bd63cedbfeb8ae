import { z } from "zod";
import { hasControlChars } from "@/lib/http/text";

// Pure rules of a tutorial video's captions (WebVTT files, one per language). No "server-only":
// the admin form and the player use them too.

export const CAPTION_LANGS = ["en", "it", "de"] as const;
export type TCaptionLang = (typeof CAPTION_LANGS)[number];

/** A captions file is at most 512 KiB: a long tutorial's captions take a few dozen. */
export const CAPTION_MAX_BYTES = 512 * 1024;

/** The file input's accept attribute. */
export const CAPTION_ACCEPT = ".vtt,text/vtt";

/** Each language is named in itself on the player's captions menu, whatever the reader's language. */
export const CAPTION_LABELS: Readonly<Record<TCaptionLang, string>> = { en: "English", it: "Italiano", de: "Deutsch" };

export const CAPTION_MESSAGES = {
  lang: "Captions are in English, Italian or German (en, it, de).",
  size: "A captions file may be at most 512 KB.",
  empty: "Choose a WebVTT (.vtt) captions file.",
  encoding: "A captions file is UTF-8 text.",
  webvtt: 'A captions file is WebVTT: its first line starts with "WEBVTT".',
  control: "Remove the control characters from the captions file (only line breaks and tabs are allowed).",
  hosted: "Captions are attached to uploaded videos only: a YouTube or Vimeo video's captions are set on that site.",
} as const;

// The WebVTT signature: an optional byte order mark, "WEBVTT", then a space, a tab, a line break or the end.
const SIGNATURE = /^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/;

/** A file's text as WebVTT: the signature on its first line and no control character but tab, line feed and carriage return. */
export const ZCaptionText = z
  .string()
  .min(1, CAPTION_MESSAGES.empty)
  .refine((text) => SIGNATURE.test(text), CAPTION_MESSAGES.webvtt)
  .refine((text) => !hasControlChars(text, { multiline: true }) && !/[\u0080-\u009f]/.test(text), CAPTION_MESSAGES.control);

export const ZCaptionLang = z.enum(CAPTION_LANGS, { error: CAPTION_MESSAGES.lang });

/** An uploaded captions file: its language, its size (checked before it is read) and its text. */
export const ZCaptionUpload = z.object({
  lang: ZCaptionLang,
  size: z.number().int().min(1, CAPTION_MESSAGES.empty).max(CAPTION_MAX_BYTES, CAPTION_MESSAGES.size),
  text: ZCaptionText,
});

/** Where a video's captions in one language are read (the player's track src). */
export function captionUrl(videoId: number, lang: TCaptionLang): string {
  return `/api/v1/videoTutorial/${videoId}/captions/${lang}`;
}

/** The languages in their fixed order (en, it, de), each once. */
export function orderedLangs(langs: readonly string[]): TCaptionLang[] {
  return CAPTION_LANGS.filter((l) => langs.includes(l));
}

/** The captions shown by default: the reader's language when there are captions in it, else English, else none. */
export function defaultCaptionLang(langs: readonly TCaptionLang[], locale: string): TCaptionLang | null {
  const own = readerCaptionLang(locale);
  if (own && langs.includes(own)) return own;
  return langs.includes(REQUIRED_CAPTION_LANG) ? REQUIRED_CAPTION_LANG : null;
}

// ---- who sees a video: the captions rule (WCAG 1.2.2) ---------------------------------------------

/** The language every video shown to readers has captions in: the captions all readers can fall back to. */
export const REQUIRED_CAPTION_LANG: TCaptionLang = "en";

/** Why a video is hidden from readers: an uploaded video with no English captions, a hosted one nobody has stated has captions. */
export type TCaptionsHidden = "no-english-captions" | "hosted-unconfirmed";

/** What the captions rule reads of a video: how it plays, its attached captions, and when an administrator stated a hosted video has captions. */
export type TCaptionsFacts = { kind: string; captions: readonly TCaptionLang[]; hostedCaptionsAt: Date | string | null };

/**
 * The captions rule, enforced by the server's queries: a video is shown to readers only with captions
 * in English at least (an uploaded video: an attached English WebVTT file; a video hosted elsewhere:
 * an administrator's statement that it has captions there). Null when shown, else why it is hidden.
 */
export function hiddenForCaptions(v: TCaptionsFacts): TCaptionsHidden | null {
  if (v.kind === "file") return v.captions.includes(REQUIRED_CAPTION_LANG) ? null : "no-english-captions";
  return v.hostedCaptionsAt ? null : "hosted-unconfirmed";
}

/** Whether readers see the video (the captions rule holds). */
export function shownToReaders(v: TCaptionsFacts): boolean {
  return hiddenForCaptions(v) === null;
}

/** The reader's own language when it is one captions are written in (en, it, de), else null. */
export function readerCaptionLang(locale: string): TCaptionLang | null {
  return CAPTION_LANGS.find((l) => locale.toLowerCase().startsWith(l)) ?? null;
}

/** An uploaded video shown with English captions because the reader's language has none: the player says so. */
export function fallsBackToEnglish(langs: readonly TCaptionLang[], locale: string): boolean {
  const own = readerCaptionLang(locale);
  return own !== null && own !== REQUIRED_CAPTION_LANG && !langs.includes(own) && langs.includes(REQUIRED_CAPTION_LANG);
}
