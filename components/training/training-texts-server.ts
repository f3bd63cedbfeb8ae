import "server-only";
import { getLocale, getTranslations } from "next-intl/server";
import { liveTrainingTexts, type TLiveTrainingTexts, type TLiveTranslator } from "./training-texts";

/** The live training's sentences in the render's language, for the islands' props. */
export async function loadLiveTrainingTexts(): Promise<TLiveTrainingTexts> {
  const [t, locale] = await Promise.all([getTranslations("training.live"), getLocale()]);
  return liveTrainingTexts(t as unknown as TLiveTranslator, locale);
}
