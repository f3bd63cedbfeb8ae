import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { FaqForm } from "@/components/content/faq-form";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { getFaq, listFaqAdmin } from "@/lib/content/faq-queries";

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps) {
  return { title: (await getTranslations("content.faq"))("editTitle", { id: (await params).id }) };
}

/** /app/faq/question/{id}: edits one FAQ record; the public /questions page shows the change. Administrators only. */
export default async function FaqQuestionPage({ params }: TProps) {
  const denied = await guardArea("faq");
  if (denied) return denied;
  const actor = await requireActor();
  const { user } = actor;
  if (!can(user, "content.admin")) return <Forbidden />;
  const raw = (await params).id;
  const db = await getDb();
  const row = /^\d{1,9}$/.test(raw) ? await getFaq(db, actor, Number(raw)) : null;
  if (!row) notFound();
  const t = await getTranslations("content.faq");
  const all = await listFaqAdmin(db, actor);
  const groups = [...new Map(all.map((r) => [`${r.locale}:${r.groupKey}`, { key: r.groupKey, title: r.groupTitle, locale: r.locale }])).values()];
  return (
    <section className="max-w-4xl space-y-4">
      <p>
        <Link href="/app/faq/create" className="text-sm text-brand-700 underline">
          {t("back")}
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">{t("editTitle", { id: row.id })}</h1>
      <div className="rounded-md border border-slate-200 bg-white p-4">
        <FaqForm
          id={row.id}
          groups={groups}
          value={{ locale: row.locale, groupKey: row.groupKey, groupTitle: row.groupTitle, question: row.question, answer: row.answer, position: row.position, published: row.published }}
        />
      </div>
    </section>
  );
}
