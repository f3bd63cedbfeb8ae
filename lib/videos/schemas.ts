import { z } from "zod";
import { zText } from "@/lib/http/text";
import { isValidVideoUrl } from "./rules";

// The video tutorial form and calls. No "server-only": the form validates with it.

export const VIDEO_TITLE_MAX = 200;
export const VIDEO_PAGE_MAX = 255;
export const VIDEO_URL_MAX = 2000;

export const ZVideoInput = z.object({
  page: zText({ min: 1, max: VIDEO_PAGE_MAX, required: "Enter the page path, e.g. /app/calendar." }).regex(
    /^(\/[A-Za-z0-9._~\-{}]+)+\/?$|^[a-z][a-z0-9-]*$/,
    "Enter the page path, e.g. /app/calendar.",
  ),
  title: zText({ min: 1, max: VIDEO_TITLE_MAX, required: "Enter the English title." }),
  titleIt: zText({ max: VIDEO_TITLE_MAX }).default(""),
  titleDe: zText({ max: VIDEO_TITLE_MAX }).default(""),
  videoUrl: zText({ min: 1, max: VIDEO_URL_MAX, required: "Enter the video's address." }).refine(isValidVideoUrl, "Enter an https:// address or a path on this site starting with /."),
  // A hosted video only: the administrator states it has English captions on the site that hosts it.
  hostedCaptions: z.boolean().default(false),
});
export type TVideoInput = z.input<typeof ZVideoInput>;
