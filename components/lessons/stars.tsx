// The average rating of a lesson as five stars (rate a shared lesson), for
// lists and headers. No hooks: usable by server and client components alike. The text alternative
// carries the figure; the stars are decoration. The average reads in the reader's language (3,5 in German).
import { formatNumber } from "@/lib/i18n/format";

export function Stars({ value, count, label, none, locale }: { value: number | null; count: number; label: string; none: string; locale: string }) {
  if (value === null) return <span className="text-xs text-slate-500">{none}</span>;
  const full = Math.round(value);
  return (
    <span className="inline-flex items-center gap-1" role="img" aria-label={label}>
      <span aria-hidden="true" className="tracking-tight text-amber-500">
        {"★".repeat(full)}
        <span className="text-slate-300">{"★".repeat(5 - full)}</span>
      </span>
      <span aria-hidden="true" className="text-xs tabular-nums text-slate-600">
        {formatNumber(value, locale, 1)} ({count})
      </span>
    </span>
  );
}
