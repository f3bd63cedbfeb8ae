import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { EmailTemplateTable } from "@/components/content/email-template-table";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { listEmailTemplates } from "@/lib/content/email-template-queries";
import { safeTimeZone, todayIn } from "@/lib/users/rules";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("content.emails");

/** /app/emails: the email templates with edit, copy and duplicate. Administrators only. */
export default async function EmailsPage() {
  const denied = await guardArea("emails");
  if (denied) return denied;
  const actor = await requireActor();
  const { user } = actor;
  if (!can(user, "content.admin")) return <Forbidden />;
  const t = await getTranslations("content.emails");
  const rows = await listEmailTemplates(await getDb(), actor);
  const today = todayIn(safeTimeZone(user.timezone), new Date());
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-slate-600">{t("intro")}</p>
      <EmailTemplateTable rows={rows.map((r) => ({ id: r.id, name: r.name, subject: r.subject, expires: r.expires ?? "", expired: !!r.expires && r.expires < today, clipboard: r.clipboard }))} />
    </section>
  );
}
