import { Link, Text, View } from "@react-pdf/renderer";

// Sanitised rich text (lib/http/rich-text.ts: p, br, strong/b, em/i, a[href]) drawn in a PDF as plain
// paragraphs with bold, italic and links. Any other tag is dropped and its text kept: the HTML was
// sanitised when it was saved, and a PDF runs no script anyway.

type TRun = { text: string; bold: boolean; italic: boolean; href: string | null };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The paragraphs of the HTML, each a list of runs (exported for the unit test). */
export function richTextParagraphs(html: string): TRun[][] {
  const paragraphs: TRun[][] = [[]];
  let bold = 0;
  let italic = 0;
  let href: string | null = null;
  const tokens = html.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/gi);
  for (const [, closing, rawTag, attrs, text] of tokens) {
    if (text !== undefined) {
      const value = decode(text);
      if (value) paragraphs[paragraphs.length - 1].push({ text: value, bold: bold > 0, italic: italic > 0, href });
      continue;
    }
    const tag = rawTag.toLowerCase();
    const open = closing !== "/";
    if (tag === "p" || tag === "br") {
      if (paragraphs[paragraphs.length - 1].length > 0) paragraphs.push([]);
    } else if (tag === "strong" || tag === "b") bold += open ? 1 : bold > 0 ? -1 : 0;
    else if (tag === "em" || tag === "i") italic += open ? 1 : italic > 0 ? -1 : 0;
    else if (tag === "a") href = open ? (/href\s*=\s*"([^"]*)"/i.exec(attrs)?.[1] ?? null) : null;
  }
  return paragraphs.filter((p) => p.some((r) => r.text.trim() !== ""));
}

function fontOf(run: TRun): string {
  if (run.bold && run.italic) return "Helvetica-BoldOblique";
  if (run.bold) return "Helvetica-Bold";
  if (run.italic) return "Helvetica-Oblique";
  return "Helvetica";
}

/** The rich text as paragraphs; `empty` is shown when there is no text. */
export function RichTextPdf({ html, empty }: { html: string; empty?: string }) {
  const paragraphs = richTextParagraphs(html);
  if (paragraphs.length === 0) return empty ? <Text style={{ color: "#475569" }}>{empty}</Text> : null;
  return (
    <View>
      {paragraphs.map((runs, i) => (
        <Text key={i} style={{ marginBottom: 4 }}>
          {runs.map((run, j) =>
            run.href && /^(https?:|mailto:)/i.test(run.href) ? (
              <Link key={j} src={decode(run.href)} style={{ fontFamily: fontOf(run), color: "#1d4ed8" }}>
                {run.text}
              </Link>
            ) : (
              <Text key={j} style={{ fontFamily: fontOf(run) }}>
                {run.text}
              </Text>
            ),
          )}
        </Text>
      ))}
    </View>
  );
}
