// "A quickstart tutorial video opens in a new tab" (a link of the shell). The video is the help video
// an administrator stores for the page name "quickstart" (video_tutorials); without one, the
// trainings page, which lists the product's tutorials, opens instead. Pure.

export const QUICKSTART_PAGE = "quickstart";
export const QUICKSTART_FALLBACK = "/trainings";

export function quickstartVideoUrl(videos: readonly { page: string; videoURL: string }[]): string {
  return videos.find((v) => v.page === QUICKSTART_PAGE && v.videoURL)?.videoURL ?? QUICKSTART_FALLBACK;
}
