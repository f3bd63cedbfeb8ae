import type { TDriverName } from "../../tests/support/db";

// What every benchmark shares: which database drivers it measures and how it sums up its samples.

/**
 * The drivers a benchmark measures: in-memory PGlite always, the PostgreSQL of DATABASE_URL when it is
 * set; BENCH_DRIVERS=postgres (or pglite, or both, comma-separated) keeps only those.
 */
export function benchDrivers(): TDriverName[] {
  const available: TDriverName[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
  const only = process.env.BENCH_DRIVERS?.split(",");
  return available.filter((d) => !only || only.includes(d));
}

/** The median of samples (the mean of the two middle ones for an even count); NaN for none. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}
