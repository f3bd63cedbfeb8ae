import { describe, expect, it } from "vitest";
import { PDF_KINDS } from "@/db/schema";
import { formatPercent } from "@/lib/i18n/format";
import { nameForFile } from "@/lib/lessons/pdf/model";
import { inlineDisposition, PDF_LINK_PREFIX, PDF_LINK_TTL_MS, pdfLinkToken } from "@/lib/pdf/links";
import { PDF_RENDERERS } from "@/lib/pdf/renderers";
import { richTextParagraphs } from "@/lib/pdf/rich-text";

// The one PDF-link store (one kind per document, renderer looked up by kind,
// 10 minutes, removed by POST /api/v1/remove/pdfUrl) and the pure parts of the lesson PDFs.

const TOKEN = "a".repeat(21) + "_-" + "B".repeat(20);

describe("PDF links", () => {
  it("a link lives 10 minutes", () => {
    expect(PDF_LINK_TTL_MS).toBe(10 * 60 * 1000);
  });

  it("pdfLinkToken reads the token of a path, an absolute URL or a bare token, and nothing else", () => {
    expect(TOKEN).toHaveLength(43);
    expect(pdfLinkToken(TOKEN)).toBe(TOKEN);
    expect(pdfLinkToken(`${PDF_LINK_PREFIX}${TOKEN}`)).toBe(TOKEN);
    expect(pdfLinkToken(` https://scuta.example${PDF_LINK_PREFIX}${TOKEN}/ `)).toBe(TOKEN);
    expect(pdfLinkToken(`${PDF_LINK_PREFIX}${TOKEN}x`)).toBeNull();
    expect(pdfLinkToken(`/api/v1/other/${TOKEN}`)).toBeNull();
    expect(pdfLinkToken("short")).toBeNull();
    expect(pdfLinkToken(`${PDF_LINK_PREFIX}${"a".repeat(42)}.`)).toBeNull();
    expect(pdfLinkToken("http://[bad")).toBeNull();
  });

  it("every document kind registers a renderer", async () => {
    for (const kind of PDF_KINDS) expect(typeof PDF_RENDERERS[kind], kind).toBe("function");
    const link = {
      token: TOKEN,
      kind: "lesson",
      userId: 1,
      quoteId: null,
      orderId: null,
      subjectId: 1,
      params: {},
      locale: "en",
      filename: "x.pdf",
      expiresAt: new Date(),
      createdAt: new Date(),
    } as const;
    // A billing link without its quote or order, or a lesson link without its subject, renders nothing (404).
    expect(await PDF_RENDERERS.quote({} as never, { ...link, kind: "quote" })).toBeNull();
    expect(await PDF_RENDERERS.invoice({} as never, { ...link, kind: "invoice" })).toBeNull();
    expect(await PDF_RENDERERS.lesson({} as never, { ...link, kind: "lesson", subjectId: null })).toBeNull();
    expect(await PDF_RENDERERS.lesson_results({} as never, { ...link, kind: "lesson_results", params: {} })).toBeNull();
  });

  it("the PDF opens in the browser under its file name; quotes and non-ASCII letters cannot break the header", () => {
    expect(inlineDisposition("SCUTA-lesson-Calm.pdf")).toBe(`inline; filename="SCUTA-lesson-Calm.pdf"; filename*=UTF-8''SCUTA-lesson-Calm.pdf`);
    expect(inlineDisposition('Lezione "è".pdf')).toBe(`inline; filename="Lezione ___.pdf"; filename*=UTF-8''Lezione%20%22%C3%A8%22.pdf`);
  });
});

describe("lesson PDF parts", () => {
  it("rich text becomes paragraphs of runs with bold, italic and links; other tags keep only their text", () => {
    const paragraphs = richTextParagraphs(
      '<p>Name <strong>two</strong> <em>calm</em> ideas</p><p>See <a href="https://example.org/a?b=1&amp;c=2">this</a><br>next&nbsp;line &lt;3</p><p></p><p><span>plain</span></p>',
    );
    expect(paragraphs).toHaveLength(4);
    expect(paragraphs[0].map((r) => [r.text, r.bold, r.italic])).toEqual([
      ["Name ", false, false],
      ["two", true, false],
      [" ", false, false],
      ["calm", false, true],
      [" ideas", false, false],
    ]);
    expect(paragraphs[1]).toEqual([
      { text: "See ", bold: false, italic: false, href: null },
      { text: "this", bold: false, italic: false, href: "https://example.org/a?b=1&amp;c=2" },
    ]);
    expect(paragraphs[2].map((r) => r.text).join("")).toBe("next line <3");
    expect(paragraphs[3].map((r) => r.text).join("")).toBe("plain");
    expect(richTextParagraphs("")).toEqual([]);
    expect(richTextParagraphs("<p> </p><p></p>")).toEqual([]);
  });

  it("an unbalanced closing tag does not turn bold text negative", () => {
    const [runs] = richTextParagraphs("</strong>a<strong>b</strong>c");
    expect(runs.map((r) => r.bold)).toEqual([false, true, false]);
  });

  it("file names keep letters, digits, dash and underscore; percentages print one decimal in the reader's language", () => {
    expect(nameForFile("Calm before the test", "1")).toBe("Calm-before-the-test");
    expect(nameForFile("Lezione: l'ansia è normale!", "1")).toBe("Lezione-l-ansia-normale");
    expect(nameForFile("***", "42")).toBe("42");
    expect(formatPercent(65.25, "en")).toBe("65.3%");
    expect(formatPercent(0, "en")).toBe("0.0%");
    expect(formatPercent(65.25, "de")).toBe("65,3\u00a0%");
  });
});
