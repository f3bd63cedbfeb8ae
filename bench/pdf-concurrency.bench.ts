// npm run bench: what 60 parallel PDF requests do to everyone else. A burst of report PDFs
// (GET /api/v1/report/{key}?format=pdf, spread over 4 users so the per-user limit does not cut it
// short) runs while another user calls GET /api/v1/user again and again; printed: that caller's
// latency (median, p95, max) during the burst, and what the burst answered, with the instance's
// PDF gate (PDF_CONCURRENCY at once, PDF_QUEUE waiting) and with no limit (60 at once).
// Also printed: the event loop's delay during the burst (how long any other request waited to run).
// Target: with the gate, the event loop's p99 delay stays well under a second.
import { appendFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, bench, describe } from "vitest";
import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { rateLimitHits } from "@/db/schema";
import { RATE_LIMITS } from "@/lib/http/rate-limit";
import { GET as reportRoute } from "@/app/api/v1/report/[key]/route";
import { GET as userRoute } from "@/app/api/v1/user/route";
import { env } from "@/lib/env";
import { PdfGate, replacePdfGate } from "@/lib/pdf/limit";
import { sharedDemoDatabase } from "../tests/support/db";
import { call } from "../tests/support/api";
import { tokenFor } from "../tests/integration/billing-purchase-support";

const OTHER_P95_LIMIT_MS = 1000;
const PROBE_MS = 100;
// PDF_BENCH_BURST=n sends n PDFs instead of 60 (a quicker run on a busy machine).
const BURST = Number(process.env.PDF_BENCH_BURST ?? 60);
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
  if (process.env.PDF_BENCH_OUT) appendFileSync(process.env.PDF_BENCH_OUT, `${label}: starting\n`);
  // The per-user counter is cleared so each round starts alike.
  await conn.db.delete(rateLimitHits).where(eq(rateLimitHits.scope, RATE_LIMITS.pdfRender.scope));
  // How long anything else waited for the one event loop (every other request's handler runs on it).
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const started = performance.now();
  let done = false;
  const answers = Promise.all(Array.from({ length: BURST }, (_, i) => pdf(burstTokens[i % burstTokens.length]))).finally(() => {
    done = true;
  });
  const other: number[] = [];
  // The other caller starts once PDFs are being rendered (the burst's reports are read first).
  while (!done && gate.load.running === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  // The other caller asks every PROBE_MS, as a person clicking around would (not in a tight loop).
  while (!done) {
    const t0 = performance.now();
    const res = await call(userRoute, { token: otherToken });
    if (res.status !== 200) throw new Error(`GET /api/v1/user answered ${res.status}`);
    other.push(performance.now() - t0);
    await new Promise((resolve) => setTimeout(resolve, PROBE_MS));
  }
  const statuses = (await answers).map((r) => r.status);
  if (process.env.PDF_BENCH_OUT) appendFileSync(process.env.PDF_BENCH_OUT, `${label}: done after ${other.length} probe calls\n`);
  const wall = performance.now() - started;
  lag.disable();
  const ms = (ns: number) => (ns / 1e6).toFixed(0);
  replacePdfGate(previous);
  const tally = [...new Set(statuses)]
    .sort()
    .map((s) => `${statuses.filter((x) => x === s).length}×${s}`)
    .join(", ");
  // No sample at all: the event loop did not turn once until the burst was over.
  if (other.length === 0) {
    lines.push(`${label}: burst ${wall.toFixed(0)} ms (${tally}); the other caller got no turn at all: it waited the whole burst`);
    return;
  }
  const line = `${label}: burst ${wall.toFixed(0)} ms (${tally}); other caller over ${other.length} calls: median ${pct(other, 50).toFixed(0)} ms, p95 ${pct(other, 95).toFixed(0)} ms, max ${Math.max(...other).toFixed(0)} ms; event-loop delay p50 ${ms(lag.percentile(50))} ms, p99 ${ms(lag.percentile(99))} ms, max ${ms(lag.max)} ms`;
  lines.push(line);
  if (label.startsWith("gate") && lag.percentile(99) / 1e6 >= OTHER_P95_LIMIT_MS) failure = line;
}

afterAll(async () => {
  await conn.close();
  for (const l of lines) console.log(l);
  // PDF_BENCH_OUT=file keeps the figures when the runner's output is not at hand.
  if (process.env.PDF_BENCH_OUT) appendFileSync(process.env.PDF_BENCH_OUT, `${new Date().toISOString()}\n${lines.join("\n")}\n`);
  if (failure) throw new Error(`with the PDF gate another caller waited too long: ${failure}`);
});

describe("PDF concurrency", () => {
  bench(
    `${BURST} parallel report PDFs, another user's GET /api/v1/user meanwhile`,
    async () => {
      await burst(`gate ${env().PDF_CONCURRENCY} at once, ${env().PDF_QUEUE} waiting`, new PdfGate(env().PDF_CONCURRENCY, env().PDF_QUEUE));
      await burst(`no limit (${BURST} at once)`, new PdfGate(BURST, 0));
    },
    { iterations: 1, warmupIterations: 0, warmupTime: 0, time: 0 },
  );
});
