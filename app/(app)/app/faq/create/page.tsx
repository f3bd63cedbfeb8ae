import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { FaqForm } from "@/components/content/faq-form";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { TableScroll } from "@/components/ui/table-scroll";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { listFaqAdmin } from "@/lib/content/faq-queries";

export async function generateMetadata() {
  return { title: (await getTranslations("content.faq"))("createTitle") };
}

/** /app/faq/create: a new FAQ record, and every record (per language) with a link to edit it. Administrators only. */
export default async function FaqCreatePage() {
  const denied = await guardArea("faq");
  if (denied) return denied;
  const { user } = await requireActor();
  if (!can(user, "content.admin")) return <Forbidden />;
  const t = await getTranslations("content.faq");
  const rows = await listFaqAdmin(await getDb(), user);
  const groups = [...new Map(rows.map((r) => [`${r.locale}:${r.groupKey}`, { key: r.groupKey, title: r.groupTitle, locale: r.locale }])).values()];
  const next = rows.filter((r) => r.locale === "en").reduce((max, r) => Math.max(max, r.position), 0) + 10;
  return (
    <section className="max-w-4xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t("createTitle")}</h1>
        <p className="text-sm text-slate-600">{t("intro")}</p>
      </header>
      <div className="rounded-md border border-slate-200 bg-white p-4">
        <FaqForm id={null} groups={groups} value={{ locale: "en", groupKey: "", groupTitle: "", question: "", answer: "", position: next, published: true }} />
      </div>
      <section aria-labelledby="faq-all" className="space-y-2">
        <h2 id="faq-all" className="text-lg font-semibold">{t("allTitle", { count: rows.length })}</h2>
        <TableScroll>
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t("allTitle", { count: rows.length })}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t("locale")}</th>
                <th scope="col" className="px-3 py-2">{t("groupTitle")}</th>
                <th scope="col" className="px-3 py-2">{t("question")}</th>
                <th scope="col" className="px-3 py-2 text-right">{t("position")}</th>
                <th scope="col" className="px-3 py-2">{t("status")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white">
              {rows.map((r) => (
                <tr key={r.id}>
                  <td className="px-3 py-2 uppercase">{r.locale}</td>
                  <td className="px-3 py-2">{r.groupTitle}</td>
                  <th scope="row" className="px-3 py-2 font-medium">
                    <Link href={`/app/faq/question/${r.id}`} className="text-brand-700 underline">
                      {r.question}
                    </Link>
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{r.position}</td>
                  <td className="px-3 py-2">{t(r.published ? "isPublished" : "isHidden")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
    </section>
  );
}
