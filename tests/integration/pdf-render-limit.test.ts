import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import type { TConnection } from "@/db/client";
import { GET as reportRoute } from "@/app/api/v1/report/[key]/route";
import { env } from "@/lib/env";
import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { tokenFor } from "./billing-purchase-support";

// Rendering a PDF is CPU work on the event loop every request shares: one instance renders at most
// PDF_CONCURRENCY at once, queues at most PDF_QUEUE more and answers the rest 503 with Retry-After,
// and each user's PDFs are counted (before any work) against a per-user limit (429 past it).

// Counts how many renders run at the same moment, around the real renderer.
const probe = vi.hoisted(() => ({ running: 0, max: 0, started: 0 }));
vi.mock("@react-pdf/renderer", async (importOriginal) => {
  const real = await importOriginal<typeof import("@react-pdf/renderer")>();
  return {
    ...real,
    renderToBuffer: async (doc: Parameters<typeof real.renderToBuffer>[0]) => {
      probe.running += 1;
      probe.started += 1;
      probe.max = Math.max(probe.max, probe.running);
      try {
        return await real.renderToBuffer(doc);
      } finally {
        probe.running -= 1;
      }
    },
  };
});

const PATH = "/api/v1/report/monthlyUseofTimeAnalysis?date=2026-03-15";

async function report(token: string, format: "pdf" | "json"): Promise<Response> {
  const req = new NextRequest(new URL(`${PATH}&format=${format}`, "http://localhost"), { headers: { authorization: `Bearer ${token}` } });
  return reportRoute(req, { params: Promise.resolve({ key: "monthlyUseofTimeAnalysis" }) });
}

describe.each(DRIVERS)("PDF rendering is limited per instance and per user (%s)", (driver) => {
  let conn: TConnection;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("60 parallel report PDFs from one user: at most PDF_CONCURRENCY render at once, the rest wait, are refused busy (503) or over the user's limit (429), and another user's report answers meanwhile", async () => {
    const heavy = await tokenFor(conn.db, "counselor");
    const other = await tokenFor(conn.db, "hscounselor");
    probe.max = 0;
    probe.started = 0;
    let burstDone = false;
    const burst = Promise.all(Array.from({ length: 60 }, () => report(heavy, "pdf"))).finally(() => {
      burstDone = true;
    });
    // Another user's request is served while the burst is still rendering.
    const meanwhile = await report(other, "json");
    expect(meanwhile.status).toBe(200);
    expect(burstDone).toBe(false);

    const answers = await burst;
    const statuses = answers.map((r) => r.status);
    const count = (s: number) => statuses.filter((x) => x === s).length;
    expect(probe.max).toBeGreaterThan(0);
    expect(probe.max).toBeLessThanOrEqual(env().PDF_CONCURRENCY);
    // Exactly the user's limit got past the counter; each of those rendered or was refused as busy.
    expect(count(429)).toBe(60 - RATE_LIMITS.pdfRender.max);
    expect(count(200) + count(503)).toBe(RATE_LIMITS.pdfRender.max);
    expect(count(200)).toBeGreaterThanOrEqual(env().PDF_CONCURRENCY);
    expect(probe.started).toBe(count(200));
    for (const busy of answers.filter((r) => r.status === 503)) {
      expect(busy.headers.get("retry-after")).toBe("5");
      expect(((await busy.json()) as { error: { code: string }[] }).error[0].code).toBe("pdf_busy");
    }
    const over = answers.find((r) => r.status === 429)!;
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("a user over the PDF limit still reads the same report as JSON", async () => {
    const heavy = await tokenFor(conn.db, "counselor");
    expect((await report(heavy, "pdf")).status).toBe(429);
    expect((await report(heavy, "json")).status).toBe(200);
  });
});
