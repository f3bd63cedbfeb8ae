import { describe, expect, it, vi } from "vitest";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";
import { VideoPlayer } from "@/components/videos/video-player";
import { CAPTION_MAX_BYTES, captionUrl, defaultCaptionLang, fallsBackToEnglish, hiddenForCaptions, shownToReaders, ZCaptionText, ZCaptionUpload } from "@/lib/videos/captions-rules";

// An uploaded tutorial video plays with a captions track per language (each named in its own
// language), the reader's language shown by default; a hosted video's captions are the host's.

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined }) }));

const MESSAGES = { en, it: it_, de } as const;
const render = (el: ReactElement, locale: keyof typeof MESSAGES = "en") =>
  renderToStaticMarkup(createElement(NextIntlClientProvider, { locale, messages: MESSAGES[locale], timeZone: "UTC", children: el }));

const tracks = (html: string) => [...html.matchAll(/<track [^>]*>/g)].map((m) => m[0]);
const all = [
  { lang: "en" as const, src: captionUrl(7, "en") },
  { lang: "it" as const, src: captionUrl(7, "it") },
  { lang: "de" as const, src: captionUrl(7, "de") },
];

describe("VideoPlayer captions", () => {
  it("an uploaded video has one captions track per language, with its srclang, label and address", () => {
    const html = render(createElement(VideoPlayer, { url: "/videos/calendar.mp4", title: "Calendar", captions: all }));
    const list = tracks(html);
    expect(list).toHaveLength(3);
    expect(list[0]).toContain('kind="captions"');
    expect(list[0]).toContain('srcLang="en"');
    expect(list[0]).toContain('label="English"');
    expect(list[0]).toContain('src="/api/v1/videoTutorial/7/captions/en"');
    expect(list[1]).toContain('label="Italiano"');
    expect(list[2]).toContain('label="Deutsch"');
    expect(html).toMatch(/<video [^>]*src="\/videos\/calendar.mp4"[^>]*><track /);
  });

  it("the reader's language is the default track; with none in it, English; one default only", () => {
    for (const locale of ["en", "it", "de"] as const) {
      const list = tracks(render(createElement(VideoPlayer, { url: "/videos/calendar.mp4", title: "Calendar", captions: all }), locale));
      expect(list.filter((tr) => tr.includes("default=")).map((tr) => /srcLang="(\w+)"/.exec(tr)?.[1])).toEqual([locale]);
    }
    const enOnly = tracks(render(createElement(VideoPlayer, { url: "/videos/calendar.mp4", title: "Calendar", captions: [all[0], all[2]] }), "it"));
    expect(enOnly.filter((tr) => tr.includes("default=")).map((tr) => /srcLang="(\w+)"/.exec(tr)?.[1])).toEqual(["en"]);
    expect(defaultCaptionLang(["de"], "it")).toBe(null);
  });

  it("a reader whose language has no captions gets the English ones and is told so; with their own, nothing is said", () => {
    const enOnly = render(createElement(VideoPlayer, { url: "/videos/calendar.mp4", title: "Calendar", captions: [all[0]] }), "it");
    expect(enOnly).toContain("Questo video non ha ancora sottotitoli in italiano: sono mostrati i sottotitoli in inglese.");
    expect(render(createElement(VideoPlayer, { url: "/videos/calendar.mp4", title: "Calendar", captions: [all[0]] }), "de")).toContain("keine deutschen Untertitel");
    expect(render(createElement(VideoPlayer, { url: "/videos/calendar.mp4", title: "Calendar", captions: all }), "it")).not.toContain('data-testid="captions-fallback"');
    expect(render(createElement(VideoPlayer, { url: "/videos/calendar.mp4", title: "Calendar", captions: [all[0]] }), "en")).not.toContain('data-testid="captions-fallback"');
    expect(fallsBackToEnglish(["en", "de"], "it-IT")).toBe(true);
    expect(fallsBackToEnglish(["de"], "it")).toBe(false);
  });

  it("no captions: no track; a YouTube video plays in the host's player, with no track of ours", () => {
    expect(tracks(render(createElement(VideoPlayer, { url: "/videos/calendar.mp4", title: "Calendar" })))).toEqual([]);
    const hosted = render(createElement(VideoPlayer, { url: "https://youtu.be/abcdefghijk", title: "Tags", captions: all }));
    expect(hosted).toContain("<iframe");
    expect(tracks(hosted)).toEqual([]);
  });
});

describe("captions rules", () => {
  it("WebVTT: the signature on the first line (after a byte order mark), no control characters but tab and line breaks", () => {
    expect(ZCaptionText.safeParse("WEBVTT\n\n00:00.000 --> 00:02.000\nHello\tthere\r\n").success).toBe(true);
    expect(ZCaptionText.safeParse("\uFEFFWEBVTT - Calendar\n").success).toBe(true);
    expect(ZCaptionText.safeParse("WEBVTT").success).toBe(true);
    expect(ZCaptionText.safeParse("1\n00:00:00,000 --> 00:00:02,000\nHello\n").success).toBe(false);
    expect(ZCaptionText.safeParse("WEBVTTX\n").success).toBe(false);
    expect(ZCaptionText.safeParse(" WEBVTT\n").success).toBe(false);
    expect(ZCaptionText.safeParse("WEBVTT\n\nHello\u0007\n").success).toBe(false);
    expect(ZCaptionText.safeParse("WEBVTT\n\nHello\u0000\n").success).toBe(false);
    expect(ZCaptionText.safeParse("WEBVTT\n\nHello\u0085\n").success).toBe(false);
  });

  it("an upload names en, it or de and is at most 512 KiB", () => {
    expect(ZCaptionUpload.safeParse({ lang: "en", size: CAPTION_MAX_BYTES, text: "WEBVTT\n" }).success).toBe(true);
    expect(ZCaptionUpload.safeParse({ lang: "en", size: CAPTION_MAX_BYTES + 1, text: "WEBVTT\n" }).success).toBe(false);
    expect(ZCaptionUpload.safeParse({ lang: "fr", size: 10, text: "WEBVTT\n" }).success).toBe(false);
  });

  it("readers are shown an uploaded video only with English captions, a hosted one only once an administrator stated it has captions", () => {
    expect(hiddenForCaptions({ kind: "file", captions: [], hostedCaptionsAt: null })).toBe("no-english-captions");
    expect(hiddenForCaptions({ kind: "file", captions: ["it", "de"], hostedCaptionsAt: null })).toBe("no-english-captions");
    // A statement is for hosted videos: an uploaded video's captions are its files.
    expect(hiddenForCaptions({ kind: "file", captions: [], hostedCaptionsAt: new Date() })).toBe("no-english-captions");
    expect(shownToReaders({ kind: "file", captions: ["en"], hostedCaptionsAt: null })).toBe(true);
    for (const kind of ["youtube", "vimeo", "link"]) {
      expect(hiddenForCaptions({ kind, captions: [], hostedCaptionsAt: null })).toBe("hosted-unconfirmed");
      expect(shownToReaders({ kind, captions: [], hostedCaptionsAt: new Date() })).toBe(true);
    }
  });
});

describe("VideoAdmin captions column", () => {
  it("lists an uploaded video's caption languages and a hosted video's statement, and marks each video hidden from readers for want of captions", async () => {
    const { VideoAdmin } = await import("@/components/videos/video-admin");
    const base = { page: "/app/calendar", title: "Calendar", titleIt: "", titleDe: "" };
    const html = render(
      createElement(VideoAdmin, {
        videos: [
          { ...base, id: 1, videoUrl: "/videos/calendar.mp4", captions: ["en", "de"], hostedCaptions: false, hiddenFromReaders: null },
          { ...base, id: 2, page: "/app/logs", videoUrl: "/videos/logs.mp4", captions: ["it"], hostedCaptions: false, hiddenFromReaders: "no-english-captions" },
          { ...base, id: 3, page: "/app/tags", videoUrl: "https://youtu.be/abcdefghijk", captions: [], hostedCaptions: true, hiddenFromReaders: null },
          { ...base, id: 4, page: "/app/pbis", videoUrl: "https://vimeo.com/123456789", captions: [], hostedCaptions: false, hiddenFromReaders: "hosted-unconfirmed" },
        ],
      }),
    );
    expect(html).toContain("<th");
    expect(html).toContain(">Captions<");
    expect(html).toContain("EN, DE");
    expect(html).toContain(">Readers<");
    expect(html).toContain("Stated (YouTube)");
    expect(html).toContain("Not stated");
    const hidden = [...html.matchAll(/data-testid="video-hidden">([^<]*)</g)].map((m) => m[1]);
    expect(hidden).toEqual([
      "Hidden from readers: no English captions. Edit the video and attach an English WebVTT (.vtt) file.",
      "Hidden from readers: nobody has stated it has captions. Edit the video and confirm its English captions on the site that hosts it.",
    ]);
    expect(html.match(/>Shown</g)).toHaveLength(2);
    // In Italian and German too.
    const it = render(
      createElement(VideoAdmin, { videos: [{ ...base, id: 2, videoUrl: "/videos/logs.mp4", captions: [], hostedCaptions: false, hiddenFromReaders: "no-english-captions" as const }] }),
      "it",
    );
    expect(it).toContain("Nascosto agli utenti: mancano i sottotitoli in inglese.");
    const de = render(
      createElement(VideoAdmin, { videos: [{ ...base, id: 2, videoUrl: "/videos/logs.mp4", captions: [], hostedCaptions: false, hiddenFromReaders: "no-english-captions" as const }] }),
      "de",
    );
    expect(de).toContain("Für Nutzer verborgen: keine englischen Untertitel.");
  });
});
