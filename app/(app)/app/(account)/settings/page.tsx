import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { getAdminSettings } from "@/lib/account-admin/settings";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { env } from "@/lib/env";
import { getMaintenance } from "@/lib/system/queries";
import { AdminSettingsForm } from "@/components/account-admin/settings-form";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { MaintenanceForm } from "@/components/shell/maintenance-form";
import { CarouselEditor } from "@/components/help-docs/carousel-editor";
import { carouselEditorInitial } from "@/lib/help-docs/carousel-text";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageHeader } from "@/components/ui/page/page-header";

export const generateMetadata = titleMetadata("nav.items", "settings");

/**
 * /app/settings, the administrator's one settings page: maintenance mode, the
 * live training's join link, the sender of the app's emails and the default trial length. Every
 * change is audited. /app/admin/settings redirects here.
 */
export default async function SettingsPage() {
  const denied = await guardArea("settings");
  if (denied) return denied;
  const { user } = await requireActor();
  if (!can(user, "system.maintenance")) return <Forbidden />;
  const t = await getTranslations("admin.settings");
  const db = await getDb();
  const [m, s, carousel] = await Promise.all([getMaintenance(db), getAdminSettings(db), carouselEditorInitial(db)]);
  return (
    <section className="max-w-2xl space-y-6">
      <PageHeader title={t("title")} intro={t("intro")} introClassName="text-sm text-slate-600" />
      <MaintenanceForm enabled={m.enabled} message={m.message} />
      <AdminSettingsForm initial={{ joinUrl: s.joinUrl, senderName: s.senderName, senderEmail: s.senderEmail, trialDays: String(s.trialDays) }} defaultSender={env().EMAIL_FROM} />
      <CarouselEditor initial={carousel} />
    </section>
  );
}
