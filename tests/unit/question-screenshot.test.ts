import { describe, expect, it } from "vitest";
import { DIALOG_LAYER_ATTRIBUTE, keepInScreenshot } from "@/lib/help/screenshot";

// "the question panel's screenshot captures the panel's own overlay instead of the page".
// The filter html-to-image calls for every node: a node it refuses is left out with all it contains.

const element = (attributes: string[]) => ({ hasAttribute: (name: string) => attributes.includes(name) });

describe("the question panel's screenshot is of the page under the panel", () => {
  it("leaves out the panel's dialog and its dimming overlay (both marked as dialog layers)", () => {
    expect(DIALOG_LAYER_ATTRIBUTE).toBe("data-dialog-layer");
    expect(keepInScreenshot(element(["data-dialog-layer", "role"]))).toBe(false);
    expect(keepInScreenshot(element(["data-dialog-layer", "data-state"]))).toBe(false);
  });

  it("keeps the page: its elements and text nodes (which have no attributes)", () => {
    expect(keepInScreenshot(element(["class", "id"]))).toBe(true);
    expect(keepInScreenshot(element([]))).toBe(true);
    expect(keepInScreenshot({})).toBe(true);
  });
});
