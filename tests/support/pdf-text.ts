import { extractText, getDocumentProxy } from "unpdf";

// Reading a rendered PDF back in tests: its text, and where each piece of text sits on the page,
// to check that no two lines are drawn over each other.

/** The text of every page, whitespace collapsed to single spaces. */
export async function pdfText(pdf: Uint8Array | Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

export type TPlacedText = { page: number; text: string; x: number; width: number; bottom: number; top: number };

/** Every non-blank text run with its box in points (PDF coordinates, y upwards). */
export async function placedText(pdf: Uint8Array | Buffer): Promise<TPlacedText[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const out: TPlacedText[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    for (const item of content.items) {
      if (!("str" in item) || item.str.trim() === "") continue;
      const size = Math.hypot(item.transform[2], item.transform[3]);
      const baseline = item.transform[5];
      // A line of type occupies about 0.2 em below its baseline and 0.75 em (cap height) above.
      out.push({ page: p, text: item.str, x: item.transform[4], width: item.width, bottom: baseline - 0.2 * size, top: baseline + 0.75 * size });
    }
  }
  return out;
}

/** Pairs of text runs on one page whose boxes overlap: type printed over other type. */
export function overlappingText(items: readonly TPlacedText[]): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i];
      const b = items[j];
      if (a.page !== b.page) continue;
      const xOverlap = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const yOverlap = Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom);
      if (xOverlap > 1 && yOverlap > 1) out.push([a.text, b.text]);
    }
  }
  return out;
}
