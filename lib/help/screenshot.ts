// What the question panel's screenshot shows: the page under the panel. Every dialog layer (the
// panel itself and its dimming overlay, marked data-dialog-layer by components/ui/dialog-radix) is
// left out, so the picture is the page the user asks about. Pure: no DOM globals, runs in tests.

export const DIALOG_LAYER_ATTRIBUTE = "data-dialog-layer";

type TNodeLike = { hasAttribute?: (name: string) => boolean };

/** html-to-image's filter: false drops the node and everything inside it from the picture. */
export function keepInScreenshot(node: TNodeLike): boolean {
  return !(typeof node.hasAttribute === "function" && node.hasAttribute(DIALOG_LAYER_ATTRIBUTE));
}
