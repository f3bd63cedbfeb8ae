// Pure helpers of the monthly promotion carousel (no db, no clock inside).

export type TPromotion = {
  month: number;
  title: string;
  message: string;
  licenseExpires: string;
  fancyboxList: { image: string; caption: string }[];
};

export type TMonthlyDiscount = { month: number; discount: number; prorated: number };

/** The promotions in calendar order starting with `month` (1-12): the current month comes first. */
export function startingWithMonth<T extends { month: number }>(rows: readonly T[], month: number): T[] {
  const sorted = [...rows].sort((a, b) => a.month - b.month);
  return [...sorted.filter((r) => r.month >= month), ...sorted.filter((r) => r.month < month)];
}

/**
 * A promotion message as lines. Messages carry '<br />' as the line break (for example
 * 'Click the "Try For FREE button" <br /> License expires in 30 days'); they are shown as text, so
 * any other markup is dropped rather than rendered.
 */
export function messageLines(message: string): string[] {
  return message
    .split(/<br\s*\/?>/i)
    .map((line) =>
      line
        .replace(/<[^>]*>/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

/**
 * The carousel's offers: the list (current month first) without repeats, since most months carry
 * the same offer. Each kept promotion is the first month it starts in; the rest are dropped.
 */
export function distinctOffers(promotions: readonly TPromotion[]): TPromotion[] {
  const seen = new Set<string>();
  return promotions.filter((p) => {
    const key = JSON.stringify([p.title.trim(), messageLines(p.message), p.fancyboxList]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One slide of the home page carousel. */
export type TPromotionSlide = { key: string; label?: string; title: string; lines: string[]; images: { image: string; caption: string }[] };
