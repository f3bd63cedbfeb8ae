import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { getMaintenance } from "@/lib/system/queries";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { MaintenanceForm } from "@/components/shell/maintenance-form";

export async function generateMetadata() {
  return { title: (await getTranslations("nav.items"))("settings") };
}

export default async function SettingsPage() {
  const denied = await guardArea("admin");
  if (denied) return denied;
  const { user } = await requireActor();
  if (!can(user, "system.maintenance")) return <Forbidden />;
  const t = await getTranslations("admin.settings");
  const m = await getMaintenance(await getDb());
  return (
    <section className="max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-slate-600">{t("intro")}</p>
      <MaintenanceForm enabled={m.enabled} message={m.message} />
    </section>
  );
}
