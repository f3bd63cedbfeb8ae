import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider, createTranslator, type AbstractIntlMessages } from "next-intl";
import { describe, expect, it } from "vitest";
import { LiveTrainingNavButton } from "@/components/training/live-training-nav-button";
import { LiveTrainingBanner } from "@/components/training/live-training-banner";
import { liveTrainingTexts, type TLiveTranslator } from "@/components/training/training-texts";

const messages = JSON.parse(readFileSync(path.join(process.cwd(), "messages/en.json"), "utf8")) as AbstractIntlMessages;

/** The server render (first paint) of a component at the instant `now`. */
function render(component: typeof LiveTrainingNavButton | typeof LiveTrainingBanner, now: string): string {
  const texts = liveTrainingTexts(createTranslator({ locale: "en", messages, namespace: "training.live" }) as unknown as TLiveTranslator, "en");
  const children = createElement(component, { initialNow: now, joinUrl: "/trainings", texts });
  return renderToString(createElement(NextIntlClientProvider, { locale: "en", messages, timeZone: "UTC", children }));
}

describe("the top-nav live training link", () => {
  it.each([
    ["Wednesday 10:50 ET", "2026-11-25T15:50:00Z", true],
    ["Wednesday 14:45 ET", "2026-11-25T19:45:00Z", true],
    ["Wednesday 15:45 ET", "2026-11-25T20:45:00Z", false],
    ["Wednesday 12:00 ET", "2026-11-25T17:00:00Z", false],
    ["Tuesday 10:50 ET", "2026-11-24T15:50:00Z", false],
  ])("'The top-nav join-now flag is on 10:45–11:45 and 14:45–15:45': %s → badge %s", (_label, now, badge) => {
    const html = render(LiveTrainingNavButton, now);
    expect(html).toContain("Free live training");
    expect(html.includes("Join now")).toBe(badge);
    expect(html.includes('aria-label="Free live training: join now"')).toBe(badge);
  });
});

describe("the home page banner's first paint", () => {
  it.each([
    ["Wednesday 14:50 ET", "2026-11-25T19:50:00Z", "Join Live Tutorial now!"],
    ["Friday", "2026-11-27T17:00:00Z", "Free live training on Wednesday 12/02/26: 5 days remaining"],
    ["Monday 09:00 ET", "2026-11-23T14:00:00Z", "The next free live training starts in 2 days 06:00:00"],
    ["Wednesday 15:40 ET", "2026-11-25T20:40:00Z", "Today&#x27;s free live training is under way. The next one is on Wednesday 12/02/26."],
  ])("%s: %s", (_label, now, text) => {
    expect(render(LiveTrainingBanner, now)).toContain(text);
  });

  it("'The banner is active until 16:01': nothing is rendered at 16:01 ET", () => {
    expect(render(LiveTrainingBanner, "2026-11-25T21:00:59Z")).toContain("live-training-banner");
    expect(render(LiveTrainingBanner, "2026-11-25T21:01:00Z")).toBe("");
  });
});
