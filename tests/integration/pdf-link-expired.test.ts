import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { pdfLinks } from "@/db/schema";
import { setSharedConnection, type TConnection } from "@/db/client";
import { GET as pdfRoute } from "@/app/api/v1/pdf/[token]/route";
import { createPdfLink, PDF_LINK_TTL_MS, pdfLinkToken } from "@/lib/pdf/links";
import { pdfExpiredHtml } from "@/lib/billing/pdf-expired-page";
import { DRIVERS, freshDatabase } from "../support/db";

// Reloading an invoice or quote PDF tab after its 10 minutes showed the API's raw JSON 404
// before: a browser now gets a page in the reader's language; API clients keep the JSON.

const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

describe.each(DRIVERS)("an expired PDF link opened in a browser (%s)", (driver) => {
  let conn: TConnection;
  let expiredToken = "";
  const unknownToken = "A".repeat(43);

  const open = (token: string, headers: Record<string, string> = {}) => pdfRoute(new NextRequest(`http://localhost/api/v1/pdf/${token}`, { headers }), { params: Promise.resolve({ token }) });

  beforeAll(async () => {
    conn = await freshDatabase(driver, { seed: "none" });
    setSharedConnection(conn);
    // A link made 11 minutes ago: past its 10 minutes.
    const link = await createPdfLink(conn.db, { kind: "invoice", userId: null, locale: "en", filename: "SCUTA-invoice-1", now: new Date(Date.now() - PDF_LINK_TTL_MS - 60_000) });
    expiredToken = pdfLinkToken(link) ?? "";
    expect((await conn.db.select().from(pdfLinks)).map((r) => r.token)).toContain(expiredToken);
  });
  afterAll(async () => conn.close());

  it("a reloaded PDF tab (Accept: text/html) gets an HTML 404 page, not raw JSON", async () => {
    const res = await open(expiredToken, { accept: BROWSER_ACCEPT, "accept-language": "en-US,en;q=0.9" });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).not.toContain("status_code");
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain("<h1>This PDF link has expired</h1>");
    expect(html).toContain("10 minutes");
    expect(html).toContain('href="/app/user/billing"');
    expect(html).toContain('href="/getaquote"');
    expect(html).toContain('href="/"');
  });

  it("the page follows the NEXT_LOCALE cookie (Italian) before Accept-Language", async () => {
    const res = await open(expiredToken, { accept: BROWSER_ACCEPT, "accept-language": "de-DE,de;q=0.9", cookie: "NEXT_LOCALE=it" });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain("Questo link al PDF è scaduto");
    expect(html).toContain("10 minuti");
  });

  it("without a cookie the page follows Accept-Language (German), also for a navigation without text/html", async () => {
    const res = await open(unknownToken, { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document", "accept-language": "de-DE,de;q=0.9,en;q=0.5" });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await res.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("Dieser PDF-Link ist abgelaufen");
    expect(html).toContain("10 Minuten");
  });

  it("an API client (Accept: application/json, or no Accept) keeps the JSON 404", async () => {
    for (const headers of [{ accept: "application/json" }, {}] as Record<string, string>[]) {
      const res = await open(expiredToken, { ...headers, "accept-language": "it" });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const json = (await res.json()) as { status_code: number; error: { code: string }[] };
      expect(json.status_code).toBe(404);
      expect(json.error[0].code).toBe("not_found");
    }
  });

  it("the page holds only catalogue text: no token, no markup from the messages", async () => {
    const res = await open(expiredToken, { accept: BROWSER_ACCEPT });
    const html = await res.text();
    expect(html).not.toContain(expiredToken);
    for (const locale of ["en", "it", "de"] as const) {
      const page = await pdfExpiredHtml(locale);
      const body = page.slice(page.indexOf("<main>"), page.indexOf("</main>"));
      // Only the tags the page builds itself.
      expect(body.match(/<\/?([a-z0-9]+)/g)?.every((tag) => /^<\/?(main|h1|p|ul|li|a)$/.test(tag))).toBe(true);
    }
  });
});
