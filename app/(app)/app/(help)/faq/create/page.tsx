import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { FaqForm } from "@/components/content/faq-form";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { listFaqAdmin } from "@/lib/content/faq-queries";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageHeader } from "@/components/ui/page/page-header";
import { PageSection } from "@/components/ui/page/page-section";

export const generateMetadata = titleMetadata("content.faq", "createTitle");

/** /app/faq/create: a new FAQ record, and every record (per language) with a link to edit it. Administrators only. */
export default async function FaqCreatePage() {
  const denied = await guardArea("faq");
  if (denied) return denied;
  const actor = await requireActor();
  const { user } = actor;
  if (!can(user, "content.admin")) return <Forbidden />;
  const t = await getTranslations("content.faq");
  const rows = await listFaqAdmin(await getDb(), actor);
  const groups = [...new Map(rows.map((r) => [`${r.locale}:${r.groupKey}`, { key: r.groupKey, title: r.groupTitle, locale: r.locale }])).values()];
  const columns: TColumn<(typeof rows)[number]>[] = [
    { id: "locale", header: t("locale"), className: "uppercase", cell: (r) => r.locale },
    { id: "group", header: t("groupTitle"), cell: (r) => r.groupTitle },
    {
      id: "question",
      header: t("question"),
      rowHeader: true,
      cell: (r) => (
        <Link href={`/app/faq/question/${r.id}`} className="text-brand-700 underline">
          {r.question}
        </Link>
      ),
    },
    { id: "position", header: t("position"), align: "end", className: "tabular-nums", cell: (r) => r.position },
    { id: "status", header: t("status"), cell: (r) => t(r.published ? "isPublished" : "isHidden") },
  ];
  const next = rows.filter((r) => r.locale === "en").reduce((max, r) => Math.max(max, r.position), 0) + 10;
  return (
    <section className="max-w-4xl space-y-6">
      <PageHeader title={t("createTitle")} intro={t("intro")} introClassName="text-sm text-slate-600" tight />
      <div className="rounded-md border border-slate-200 bg-white p-4">
        <FaqForm id={null} groups={groups} value={{ locale: "en", groupKey: "", groupTitle: "", question: "", answer: "", position: next, published: true }} />
      </div>
      <PageSection id="faq-all" title={t("allTitle", { count: rows.length })} className="space-y-2">
        <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} caption={t("allTitle", { count: rows.length })} empty={t("allTitle", { count: 0 })} />
      </PageSection>
    </section>
  );
}
