import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { ListFilters, Pager } from "@/components/ui/data-table";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { CouponTable } from "@/components/billing-admin/coupon-table";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { listCoupons } from "@/lib/billing/admin/queries";
import { listHref, parsePage } from "@/lib/lists/params";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("nav.items", "coupons");

/** /app/admin/coupons: coupons by code, searchable, with create, edit and delete/deactivate. Admins only. */
export default async function CouponsPage({ searchParams }: { searchParams: Promise<{ q?: string; page?: string }> }) {
  const denied = await guardArea("admin");
  if (denied) return denied;
  const { user } = await requireActor();
  if (!can(user, "billing.admin.coupons")) return <Forbidden />;
  const t = await getTranslations("billingAdmin.coupons");
  const params = await searchParams;
  const q = typeof params.q === "string" ? params.q.trim().slice(0, 100) : "";
  const page = parsePage(params);
  const { rows, total, pages } = await listCoupons(await getDb(), user, { q, page });
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-slate-600">{t("intro", { total })}</p>
      <ListFilters base="/app/admin/coupons" idPrefix="coupon" submitLabel={t("searchButton")} filtered={false} fields={[{ kind: "search", name: "q", label: t("search"), value: q, width: "w-72" }]} />
      <CouponTable
        rows={rows.map((r) => ({
          id: r.id,
          code: r.code,
          discount: r.discount,
          priceCents: r.priceCents,
          product: r.product,
          expires: r.expires,
          expires0731: r.expires0731,
          comment: r.comment,
          active: r.active,
          uses: r.uses,
        }))}
      />
      <Pager page={page} pages={pages} label={t("pages")} href={(p) => listHref("/app/admin/coupons", { q, page: p })} />
    </section>
  );
}
