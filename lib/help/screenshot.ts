// What the question panel's screenshot shows: the page under the panel. Every dialog layer (the
// panel itself and its dimming overlay, marked data-dialog-layer by components/ui/dialog-radix) is
// left out, so the picture is the page the user asks about. Pure: no DOM globals, runs in tests.

export const DIALOG_LAYER_ATTRIBUTE = "data-dialog-layer";

type TNodeLike = { hasAttribute?: (name: string) => boolean };

/** html-to-image's filter: false drops the node and everything inside it from the picture. */
export function keepInScreenshot(node: TNodeLike): boolean {
  return !(typeof node.hasAttribute === "function" && node.hasAttribute(DIALOG_LAYER_ATTRIBUTE));
}

/** A screenshot is an image of at most 1 MB once decoded: a PNG, JPEG or WebP data URL whose bytes are that kind of image. */
export const MAX_SCREENSHOT_BYTES = 1_048_576;
export const SCREENSHOT = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The decoded size of a screenshot data URL (0 for none). */
export function screenshotBytes(dataUrl: string | null | undefined): number {
  const m = dataUrl ? SCREENSHOT.exec(dataUrl) : null;
  if (!m) return 0;
  const b64 = m[2];
  return Math.floor((b64.length * 3) / 4) - (b64.endsWith("==") ? 2 : b64.endsWith("=") ? 1 : 0);
}
