// The licence and money pages have old paths too: /app/orders, /app/coupon, /app/price and
// /app/partner, and /promotions (the monthly promotions, edited with the price book); they live, one place each, at /app/admin/{orders,coupons,prices,partners}.
// The old paths redirect there, keeping the query (filters, paging).

export const MONEY_ALIASES = { orders: "/app/admin/orders", coupon: "/app/admin/coupons", price: "/app/admin/prices", partner: "/app/admin/partners", promotions: "/app/admin/prices" } as const;

export function aliasTarget(target: string, search: Record<string, string | string[] | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(search)) for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) q.append(k, one);
  const s = q.toString();
  return s ? `${target}?${s}` : target;
}
