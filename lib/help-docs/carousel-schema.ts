import { z } from "zod";
import { zText } from "@/lib/http/text";

// The carousel's default slide per language: a title and two lines. No "server-only": the editor validates with it.

export const CAROUSEL_TEXT_MAX = 120;
const ZLine = zText({ max: CAROUSEL_TEXT_MAX });
const ZSlide = z.object({ title: ZLine, line1: ZLine, line2: ZLine });
// A language with an empty title shows the English slide.
export const ZCarouselText = z.object({
  en: z.object({ title: zText({ min: 1, max: CAROUSEL_TEXT_MAX, required: "Enter the English title." }), line1: ZLine, line2: ZLine }),
  it: ZSlide,
  de: ZSlide,
});
export type TCarouselText = z.output<typeof ZCarouselText>;
export type TCarouselTextInput = z.input<typeof ZCarouselText>;
