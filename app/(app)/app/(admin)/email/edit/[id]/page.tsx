import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { EmailTemplateForm } from "@/components/content/email-template-form";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { getEmailTemplate } from "@/lib/content/email-template-queries";

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps) {
  return { title: (await getTranslations("content.emails"))("editTitle", { id: (await params).id }) };
}

/** /app/email/edit/{id}: edits an email template. Administrators only. */
export default async function EmailEditPage({ params }: TProps) {
  const denied = await guardArea("email");
  if (denied) return denied;
  const actor = await requireActor();
  const { user } = actor;
  if (!can(user, "content.admin")) return <Forbidden />;
  const raw = (await params).id;
  const row = /^\d{1,9}$/.test(raw) ? await getEmailTemplate(await getDb(), actor, Number(raw)) : null;
  if (!row) notFound();
  const t = await getTranslations("content.emails");
  return (
    <section className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold">{t("editTitle", { id: row.id })}</h1>
      <div className="rounded-md border border-slate-200 bg-white p-4">
        <EmailTemplateForm id={row.id} value={{ name: row.name, subject: row.subject, body: row.body, expires: row.expires ?? "", clipboard: row.clipboard }} />
      </div>
    </section>
  );
}
