import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { PartnerTable } from "@/components/billing-admin/partner-table";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { listPartners } from "@/lib/billing/admin/queries";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("nav.items", "partners");

/** /app/admin/partners: partners (host, logo, discount, state) with create and edit. Admins only. */
export default async function PartnersPage() {
  const denied = await guardArea("admin");
  if (denied) return denied;
  const { user } = await requireActor();
  if (!can(user, "billing.admin.partners")) return <Forbidden />;
  const t = await getTranslations("billingAdmin.partners");
  const rows = await listPartners(await getDb(), user);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-slate-600">{t("intro")}</p>
      <PartnerTable rows={rows.map((p) => ({ id: p.id, name: p.name, host: p.host, logo: p.logo, logoBackground: p.logoBackground, discount: p.discount, state: p.state, active: p.active }))} />
    </section>
  );
}
