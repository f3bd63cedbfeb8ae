import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { PriceForm } from "@/components/billing-admin/price-form";
import { PromotionForm } from "@/components/billing-admin/promotion-form";
import { TierForm } from "@/components/billing-admin/tier-form";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { getPriceBookAdmin } from "@/lib/billing/admin/queries";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("nav.items", "prices");

/** /app/admin/prices: the price book (prices and labels, MAX upgrade price), discount tiers, monthly promotions. Admins only. */
export default async function PricesPage() {
  const denied = await guardArea("admin");
  if (denied) return denied;
  const { user } = await requireActor();
  if (!can(user, "billing.admin.prices")) return <Forbidden />;
  const t = await getTranslations("billingAdmin.pricesPage");
  const book = await getPriceBookAdmin(await getDb(), user);
  // Keyed by the saved values, so a form shows what was stored (e.g. "89" as "89.00") after a save.
  return (
    <section className="max-w-4xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-sm text-slate-600">{t("intro")}</p>
      </div>
      <PriceForm key={JSON.stringify([book.prices, book.maxUpgradeCents])} prices={book.prices} maxUpgradeCents={book.maxUpgradeCents} />
      <TierForm key={JSON.stringify(book.tiers)} tiers={book.tiers} />
      <PromotionForm key={JSON.stringify(book.promotions)} promotions={book.promotions} />
    </section>
  );
}
