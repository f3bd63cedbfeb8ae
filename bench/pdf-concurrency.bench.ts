// npm run bench: what 60 parallel PDF requests do to everyone else. A burst of report PDFs
// (GET /api/v1/report/{key}?format=pdf, spread over 4 users so the per-user limit does not cut it
// short) runs while another user calls GET /api/v1/user again and again; printed: that caller's
// latency (median, p95, max) during the burst, and what the burst answered, with the instance's
// PDF gate (PDF_CONCURRENCY at once, PDF_QUEUE waiting) and with no limit (60 at once).
// Target: with the gate, the other caller's p95 stays well under a second.
import { afterAll, bench, describe } from "vitest";
import { NextRequest } from "next/server";
import { GET as reportRoute } from "@/app/api/v1/report/[key]/route";
import { GET as userRoute } from "@/app/api/v1/user/route";
import { env } from "@/lib/env";
import { PdfGate, replacePdfGate } from "@/lib/pdf/limit";
import { sharedDemoDatabase } from "../tests/support/db";
import { call } from "../tests/support/api";
import { tokenFor } from "../tests/integration/billing-purchase-support";

const OTHER_P95_LIMIT_MS = 1000;
const BURST = 60;
const conn = await sharedDemoDatabase(process.env.DATABASE_URL ? "postgres" : "pglite");
const burstTokens = await Promise.all(["counselor", "hscounselor", "dunlapcounselor", "emersoncounselor"].map((u) => tokenFor(conn.db, u)));
const otherToken = await tokenFor(conn.db, "manager");

const pdf = (token: string) =>
  reportRoute(new NextRequest(new URL("/api/v1/report/monthlyUseofTimeAnalysis?date=2026-03-15&format=pdf", "http://localhost"), { headers: { authorization: `Bearer ${token}` } }), {
    params: Promise.resolve({ key: "monthlyUseofTimeAnalysis" }),
  });

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

const lines: string[] = [];
let failure: string | null = null;

async function burst(label: string, gate: PdfGate): Promise<void> {
  const previous = replacePdfGate(gate);
  // The per-user counter is cleared so each round starts alike.
  await conn.db.execute("delete from rate_limit_hits where scope = 'pdf_render'");
  const started = performance.now();
  let done = false;
  const answers = Promise.all(Array.from({ length: BURST }, (_, i) => pdf(burstTokens[i % burstTokens.length]))).finally(() => {
    done = true;
  });
  const other: number[] = [];
  while (!done) {
    const t0 = performance.now();
    const res = await call(userRoute, { token: otherToken });
    if (res.status !== 200) throw new Error(`GET /api/v1/user answered ${res.status}`);
    other.push(performance.now() - t0);
  }
  const statuses = (await answers).map((r) => r.status);
  const wall = performance.now() - started;
  replacePdfGate(previous);
  const tally = [...new Set(statuses)].sort().map((s) => `${statuses.filter((x) => x === s).length}×${s}`).join(", ");
  const line = `${label}: burst ${wall.toFixed(0)} ms (${tally}); other caller over ${other.length} calls: median ${pct(other, 50).toFixed(0)} ms, p95 ${pct(other, 95).toFixed(0)} ms, max ${Math.max(...other).toFixed(0)} ms`;
  lines.push(line);
  if (label.startsWith("gate") && pct(other, 95) >= OTHER_P95_LIMIT_MS) failure = line;
}

afterAll(async () => {
  await conn.close();
  for (const l of lines) process.stdout.write(`${l}\n`);
  if (failure) throw new Error(`with the PDF gate another caller waited too long: ${failure}`);
});

describe("PDF concurrency", () => {
  bench(
    `60 parallel report PDFs, another user's GET /api/v1/user meanwhile`,
    async () => {
      await burst(`no limit (${BURST} at once)`, new PdfGate(BURST, 0));
      await burst(`gate ${env().PDF_CONCURRENCY} at once, ${env().PDF_QUEUE} waiting`, new PdfGate(env().PDF_CONCURRENCY, env().PDF_QUEUE));
    },
    { iterations: 1, warmupIterations: 0, time: 0 },
  );
});
