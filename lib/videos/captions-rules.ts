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
  const own = CAPTION_LANGS.find((l) => locale.toLowerCase().startsWith(l));
  if (own && langs.includes(own)) return own;
  return langs.includes("en") ? "en" : null;
}

/** An uploaded video (played by the browser, not a host's player) with no captions: the admin is warned, not stopped. */
export function lacksCaptions(kind: string, langs: readonly TCaptionLang[]): boolean {
  return kind === "file" && langs.length === 0;
}
