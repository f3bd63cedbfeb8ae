import { getTranslations } from "next-intl/server";
import { EmailTemplateForm } from "@/components/content/email-template-form";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("content.emails", "createTitle");

/** /app/email/create: a new email template. Administrators only. */
export default async function EmailCreatePage() {
  const denied = await guardArea("email");
  if (denied) return denied;
  const { user } = await requireActor();
  if (!can(user, "content.admin")) return <Forbidden />;
  const t = await getTranslations("content.emails");
  return (
    <section className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold">{t("createTitle")}</h1>
      <div className="rounded-md border border-slate-200 bg-white p-4">
        <EmailTemplateForm id={null} value={{ name: "", subject: "", body: "", expires: "", clipboard: "" }} />
      </div>
    </section>
  );
}
