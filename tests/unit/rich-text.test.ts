import { describe, expect, it } from "vitest";
import { richTextToPlain, sanitizeRichText, zRichText } from "@/lib/http/rich-text";

describe("zRichText: the one rich-text schema (Rich text editor toolbar: bold, italic, link)", () => {
  it("keeps p, br, strong/b, em/i and http(s)/mailto links, opening in a new tab without the opener", () => {
    expect(sanitizeRichText('<p>a<br><strong>b</strong><b>c</b><em>d</em><i>e</i> <a href="https://x.org/p?q=1">f</a> <a href="mailto:a@b.org">g</a></p>')).toBe(
      '<p>a<br /><strong>b</strong><b>c</b><em>d</em><i>e</i> <a href="https://x.org/p?q=1" rel="noopener noreferrer" target="_blank">f</a> <a href="mailto:a@b.org" rel="noopener noreferrer" target="_blank">g</a></p>',
    );
  });

  it("HTML with <script> is stripped, body and all", () => {
    expect(sanitizeRichText("<p>Hi<script>alert(1)</script></p><script src=//evil></script>")).toBe("<p>Hi</p>");
  });

  it("HTML with onerror (or any event handler) and styles is stripped", () => {
    expect(sanitizeRichText('<img src=x onerror="alert(1)"><p onclick="x()" style="color:red" class="c">t</p>')).toBe("<p>t</p>");
  });

  it("javascript:, data: and protocol-relative links keep only their text", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">a</a> <a href="data:text/html,x">b</a> <a href="//evil.org">c</a> <a href=" JaVaScRiPt:x">d</a>')).toBe("a b c d");
  });

  it("other tags go but their text stays; blocks become paragraphs", () => {
    expect(sanitizeRichText("<div>one</div><h1>two</h1><span>three</span><iframe>x</iframe><svg><script>y</script></svg>")).toBe("<p>one</p><p>two</p>three");
  });

  it("an empty editor (<p></p>) is stored as an empty string", () => {
    expect(zRichText({ max: 10 }).parse("<p></p>")).toBe("");
    expect(zRichText({ max: 10 }).parse("<p><br></p>")).toBe("");
  });

  it("the limit counts the visible text, not the markup", () => {
    const schema = zRichText({ max: 5 });
    expect(schema.safeParse("<p><strong>12345</strong></p>").success).toBe(true);
    expect(schema.safeParse("<p>123456</p>").success).toBe(false);
  });

  it("control characters are refused", () => {
    expect(zRichText({ max: 50 }).safeParse("<p>a\u0000b</p>").success).toBe(false);
    expect(zRichText({ max: 50 }).safeParse("<p>a\nb</p>").success).toBe(true);
  });

  it("richTextToPlain gives the visible text", () => {
    expect(richTextToPlain("<p>a &amp; b</p><p>c</p>")).toBe("a & b\nc");
  });
});
