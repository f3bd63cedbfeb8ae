import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { CouponTable } from "@/components/billing-admin/coupon-table";
import { inputClass } from "@/components/ui/field";
import { buttonClass } from "@/components/ui/button";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { listCoupons } from "@/lib/billing/admin/queries";
import { MaxLengthInput } from "@/components/ui/max-length-field";

export async function generateMetadata() {
  return { title: (await getTranslations("nav.items"))("coupons") };
}

/** /app/admin/coupons: coupons by code, searchable, with create, edit and delete/deactivate. Admins only. */
export default async function CouponsPage({ searchParams }: { searchParams: Promise<{ q?: string; page?: string }> }) {
  const denied = await guardArea("admin");
  if (denied) return denied;
  const { user } = await requireActor();
  if (!can(user, "billing.admin.coupons")) return <Forbidden />;
  const t = await getTranslations("billingAdmin.coupons");
  const params = await searchParams;
  const q = typeof params.q === "string" ? params.q.trim().slice(0, 100) : "";
  const page = Math.max(1, Math.floor(Number(params.page)) || 1);
  const { rows, total, pages } = await listCoupons(await getDb(), user, { q, page });
  const href = (p: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`;
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-slate-600">{t("intro", { total })}</p>
      <form role="search" method="get" className="flex max-w-xl flex-wrap items-end gap-2">
        <div className="min-w-56 flex-1 space-y-1">
          <label htmlFor="coupon-search" className="block text-sm font-medium text-slate-700">
            {t("search")}
          </label>
          <MaxLengthInput id="coupon-search" name="q" type="search" defaultValue={q} maxLength={100} className={inputClass} />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("searchButton")}
        </button>
      </form>
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
      {pages > 1 ? (
        <nav aria-label={t("pages")} className="flex gap-3 text-sm">
          {page > 1 ? <Link href={href(page - 1)}>{t("previous")}</Link> : null}
          <span>{t("pageOf", { page, pages })}</span>
          {page < pages ? <Link href={href(page + 1)}>{t("next")}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
