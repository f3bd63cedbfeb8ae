// npm run bench: 200 concurrent price requests through the quote API (target: no
// error; the p95 is reported). In-process, through
// the route handler and withApi, on an in-memory PGlite (or the PostgreSQL of DATABASE_URL).
import { afterAll, bench, describe } from "vitest";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { POST as priceRoute } from "@/app/api/v1/quote/price/route";
import { sharedDemoDatabase } from "../tests/support/db";
import { call } from "../tests/support/api";

const CONCURRENT = 200;
const conn = await sharedDemoDatabase(process.env.DATABASE_URL ? "postgres" : "pglite");
const token = (await call(loginRoute, { body: { username: "manager", password: "demo-pass-2026" } })).json.token as string;

type TRun = { latencies: number[]; batches: number[]; errors: number };
const runs: Record<string, TRun> = {};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Fires CONCURRENT requests at once; every one must answer 200 with a price. */
async function burst(name: string, body: unknown, authToken?: string): Promise<void> {
  const run = (runs[name] ??= { latencies: [], batches: [], errors: 0 });
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      const t0 = performance.now();
      const res = await call(priceRoute, { body, token: authToken });
      return { ms: performance.now() - t0, ok: res.status === 200 && typeof res.json.totalAmountDue === "number" };
    }),
  );
  run.batches.push(performance.now() - started);
  for (const r of results) {
    run.latencies.push(r.ms);
    if (!r.ok) run.errors++;
  }
  if (results.some((r) => !r.ok)) throw new Error(`${name}: ${results.filter((r) => !r.ok).length} of ${CONCURRENT} requests failed`);
}

afterAll(async () => {
  for (const [name, run] of Object.entries(runs)) {
    const lat = [...run.latencies].sort((a, b) => a - b);
    const batches = [...run.batches].sort((a, b) => a - b);
    console.log(
      `${name}: ${lat.length} requests, ${run.errors} errors; per request median ${percentile(lat, 50).toFixed(1)} ms, p95 ${percentile(lat, 95).toFixed(1)} ms, max ${lat[lat.length - 1].toFixed(1)} ms; ` +
        `${CONCURRENT} at once: median ${percentile(batches, 50).toFixed(0)} ms per burst`,
    );
  }
  await conn.close();
});

describe("POST /api/v1/quote/price, 200 at once", () => {
  bench(
    "visitor, one MAX licence for a year",
    async () => {
      await burst("visitor", { start: "2030-08-01", end: "2031-07-31", quantities: { max: 1 } });
    },
    { iterations: 8, warmupIterations: 1 },
  );

  bench(
    "manager (bearer), 12 MAX + add-ons over 3 years with a coupon",
    async () => {
      await burst("manager", { start: "2030-08-01", end: "2033-07-31", quantities: { max: 12, pro: 3, appointment: 12, survey: 4 }, coupon: "SAVE25" }, token);
    },
    { iterations: 8, warmupIterations: 1 },
  );
});
