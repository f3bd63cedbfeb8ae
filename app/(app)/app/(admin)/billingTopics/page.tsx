import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { guardArea } from "@/components/shell/forbidden";
import { TopicActions } from "@/components/billing-topics/topic-actions";
import { buttonClass } from "@/components/ui/button";
import { requireActor } from "@/lib/auth/current-user";
import { listTopics } from "@/lib/billing-topics/topics";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("billingTopics");

/** /app/billingTopics: the billing help topics users read on their billing page; create, edit, reorder, publish, delete (admins). */
export default async function BillingTopicsPage() {
  const denied = await guardArea("billingTopics");
  if (denied) return denied;
  const actor = await requireActor();
  const t = await getTranslations("billingTopics");
  const rows = await listTopics(await getDb(), actor);
  const columns: TColumn<(typeof rows)[number]>[] = [
    { id: "position", header: t("position"), className: "tabular-nums", cell: (_r, i) => i + 1 },
    {
      id: "question",
      header: t("questionColumn"),
      rowHeader: true,
      cell: (r) => (
        <>
          <Link href={`/app/billingTopics/edit/${r.id}`} className="text-brand-700 underline">
            {r.questionEn}
          </Link>
          <span className="block text-xs font-normal text-slate-600" lang="it">
            {r.questionIt}
          </span>
          <span className="block text-xs font-normal text-slate-600" lang="de">
            {r.questionDe}
          </span>
        </>
      ),
    },
    { id: "status", header: t("status"), cell: (r) => (r.published ? t("published") : t("draft")) },
  ];
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <Link href="/app/billingTopics/new" className={buttonClass("primary")}>
          {t("new")}
        </Link>
      </div>
      <p className="text-sm text-slate-600">{t("intro")}</p>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ "data-topic-id": r.id })}
        caption={t("caption")}
        empty={t("empty")}
        actions={{ header: t("actions"), cell: (r) => <TopicActions id={r.id} question={r.questionEn} published={r.published} first={r.id === rows[0].id} last={r.id === rows[rows.length - 1].id} /> }}
      />
    </section>
  );
}
