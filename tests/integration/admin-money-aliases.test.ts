import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { aliasTarget, MONEY_ALIASES } from "@/lib/account-admin/alias";
import { mayOpenPath } from "@/lib/auth/areas";
import { ROLE } from "@/lib/auth/roles";

// /app/orders, /app/coupon, /app/price, /app/partner —
// one place each: the spec's path redirects to the administrator's page, keeping the query.

describe("the licence and money pages at the spec's paths", () => {
  it("each spec path leads to its one admin page", () => {
    expect(MONEY_ALIASES).toEqual({ orders: "/app/admin/orders", coupon: "/app/admin/coupons", price: "/app/admin/prices", partner: "/app/admin/partners", promotions: "/app/admin/prices" });
    for (const [seg, target] of Object.entries(MONEY_ALIASES)) {
      const source = readFileSync(`app/(app)/app/(admin)/${seg}/page.tsx`, "utf8");
      expect(source).toContain(`MONEY_ALIASES.${seg}`);
      expect(source).toContain(`guardArea("${seg}")`);
      expect(target.startsWith("/app/admin/")).toBe(true);
    }
  });

  it("the query (filters, paging) is kept; repeated keys too", () => {
    expect(aliasTarget("/app/admin/orders", {})).toBe("/app/admin/orders");
    expect(aliasTarget("/app/admin/orders", { page: "2", status: ["paid", "open"], none: undefined })).toBe("/app/admin/orders?page=2&status=paid&status=open");
    expect(aliasTarget("/app/admin/coupons", { q: "a&b=c" })).toBe("/app/admin/coupons?q=a%26b%3Dc");
  });

  it("administrators only, like the pages they lead to", () => {
    for (const seg of Object.keys(MONEY_ALIASES)) {
      expect(mayOpenPath(ROLE.admin, `/app/${seg}`)).toBe(true);
      for (const role of [ROLE.user, ROLE.manager, ROLE.director, ROLE.secretary, ROLE.quoteUser]) expect(mayOpenPath(role, `/app/${seg}`), `${seg} role ${role}`).toBe(false);
    }
  });
});
