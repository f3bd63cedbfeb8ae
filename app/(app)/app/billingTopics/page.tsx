import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { TopicActions } from "@/components/billing-topics/topic-actions";
import { buttonClass } from "@/components/ui/button";
import { TableScroll } from "@/components/ui/table-scroll";
import { requireActor } from "@/lib/auth/current-user";
import { listTopics } from "@/lib/billing-topics/topics";

export async function generateMetadata() {
  return { title: (await getTranslations("billingTopics"))("title") };
}

/** /app/billingTopics: the billing help topics users read on their billing page; create, edit, reorder, publish, delete (admins). */
export default async function BillingTopicsPage() {
  const denied = await guardArea("billingTopics");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("billingTopics");
  const rows = await listTopics(await getDb(), user);
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <Link href="/app/billingTopics/new" className={buttonClass("primary")}>{t("new")}</Link>
      </div>
      <p className="text-sm text-slate-600">{t("intro")}</p>
      {rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm">{t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t("position")}</th>
                <th scope="col" className="px-3 py-2">{t("questionColumn")}</th>
                <th scope="col" className="px-3 py-2">{t("status")}</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">{t("actions")}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r, i) => (
                <tr key={r.id} data-topic-id={r.id}>
                  <td className="px-3 py-2 tabular-nums">{i + 1}</td>
                  <th scope="row" className="px-3 py-2 font-medium">
                    <Link href={`/app/billingTopics/edit/${r.id}`} className="text-brand-700 underline">{r.questionEn}</Link>
                    <span className="block text-xs font-normal text-slate-600" lang="it">{r.questionIt}</span>
                    <span className="block text-xs font-normal text-slate-600" lang="de">{r.questionDe}</span>
                  </th>
                  <td className="px-3 py-2">{r.published ? t("published") : t("draft")}</td>
                  <td className="px-3 py-2">
                    <TopicActions id={r.id} question={r.questionEn} published={r.published} first={i === 0} last={i === rows.length - 1} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
