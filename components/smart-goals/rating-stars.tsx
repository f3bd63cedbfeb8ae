import { formatNumber } from "@/lib/i18n/format";

// The SMART goal's rating: stars out of 5 to one decimal in the reader's language (0,4 in
// German), shown as five stars filled by the value.
export function RatingStars({ stars, label, title, locale }: { stars: number; label: string; title: string; locale: string }) {
  const pct = Math.max(0, Math.min(100, (stars / 5) * 100));
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <span className="font-medium">{title}:</span>
      <span role="img" aria-label={label} className="relative inline-block text-lg leading-none tracking-tight" data-testid="smart-goal-stars" data-stars={stars.toFixed(1)}>
        <span aria-hidden="true" className="text-slate-300">
          ★★★★★
        </span>
        <span aria-hidden="true" className="absolute inset-0 overflow-hidden text-amber-500" style={{ width: `${pct}%` }}>
          ★★★★★
        </span>
      </span>
      <span aria-hidden="true">{formatNumber(stars, locale, 1)}</span>
    </p>
  );
}
