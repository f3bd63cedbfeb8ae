import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import { describe, expect, it } from "vitest";
import { liveTrainingTexts, trainingStatusText, type TLiveTranslator } from "@/components/training/training-texts";
import { liveTrainingState } from "@/lib/training/rules";

// The home page's islands get the live training's sentences as props (no message library in the
// browser): the sentences must read as the translations do, plural forms and dates included.
const texts = (locale: string) => {
  const messages = JSON.parse(readFileSync(path.join(process.cwd(), `messages/${locale}.json`), "utf8")) as AbstractIntlMessages;
  return liveTrainingTexts(createTranslator({ locale, messages, namespace: "training.live" }) as unknown as TLiveTranslator, locale);
};
const at = (iso: string) => liveTrainingState(new Date(iso));

describe("the live training's sentences handed to the home page", () => {
  it("Italian days remaining, singular and plural, with the date in the visitor's language", () => {
    expect(trainingStatusText(at("2026-11-27T17:00:00Z"), texts("it"))).toBe("Formazione gratuita dal vivo mercoledì 02/12/26: mancano 5 giorni");
    expect(trainingStatusText(at("2026-11-24T17:00:00Z"), texts("it"))).toBe("La prossima formazione gratuita dal vivo inizia tra 1 giorno 03:00:00");
  });

  it("German countdown and the session under way", () => {
    expect(trainingStatusText(at("2026-11-23T14:00:00Z"), texts("de"))).toBe("Die nächste kostenlose Live-Schulung beginnt in 2 Tagen 06:00:00");
    expect(trainingStatusText(at("2026-11-25T20:40:00Z"), texts("de"))).toBe("Die heutige kostenlose Live-Schulung läuft gerade. Die nächste findet am Mittwoch, 02.12.26, statt.");
  });

  it("English on the day: join now, then the next Wednesday once it has ended", () => {
    expect(trainingStatusText(at("2026-11-25T19:50:00Z"), texts("en"))).toBe("Join Live Tutorial now!");
    expect(trainingStatusText(at("2026-11-25T21:30:00Z"), texts("en"))).toBe("Today's free live training has ended. The next one is on Wednesday 12/02/26.");
  });
});
