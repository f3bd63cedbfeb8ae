import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { listPanelQuestions } from "@/lib/content/question-queries";
import { QUESTION_FILTERS, questionFilter } from "@/lib/content/question-schemas";
import { formatDateTime } from "@/lib/i18n/format";
import { safeTimeZone } from "@/lib/users/rules";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("nav.items", "questions");

/**
 * /app/questions: the questions users asked from the side panel, open ones first by default, each
 * leading to its answer page (/app/question/{id}). Administrators only.
 */
export default async function QuestionsPage({ searchParams }: { searchParams: Promise<{ status?: string }> }) {
  const denied = await guardArea("questions");
  if (denied) return denied;
  const actor = await requireActor();
  const { user } = actor;
  if (!can(user, "questions.read")) return <Forbidden />;
  const t = await getTranslations("content.questions");
  const filter = questionFilter((await searchParams).status);
  const rows = await listPanelQuestions(await getDb(), actor, filter);
  const locale = await getLocale();
  const zone = safeTimeZone(user.timezone);
  const tt = await getTranslations("helpTopics");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-slate-600">{t("intro")}</p>
      <nav aria-label={t("filterLabel")} className="flex gap-2">
        {QUESTION_FILTERS.map((f) => (
          <Link
            key={f}
            href={`/app/questions?status=${f}`}
            aria-current={f === filter ? "page" : undefined}
            className={`rounded-md border px-3 py-1.5 text-sm ${f === filter ? "border-brand-600 bg-brand-50 font-medium text-brand-800" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"}`}
          >
            {t(`filter.${f}`)}
          </Link>
        ))}
      </nav>
      {rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm">{t(`empty.${filter}`)}</p>
      ) : (
        <ul className="space-y-2">
          {rows.map((q) => (
            <li key={q.id} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
              <p className="flex flex-wrap items-center gap-x-3 text-slate-600">
                <span className="font-medium text-slate-900">{tt.has(String(q.topicId)) ? tt(String(q.topicId)) : q.topic}</span>
                <span>{q.username}</span>
                <span>{q.pageUrl}</span>
                <span>{formatDateTime(q.createdAt, locale, zone)}</span>
                <span className={`rounded px-2 py-0.5 text-xs ${q.answeredAt ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-900"}`}>
                  {q.answeredAt ? t("answeredOn", { when: formatDateTime(q.answeredAt, locale, zone) }) : t("open")}
                </span>
              </p>
              <p className="mt-2 line-clamp-4 whitespace-pre-wrap">{q.question}</p>
              {q.hasScreenshot ? <img src={q.hasScreenshot} alt={t("screenshotAlt", { id: q.id })} className="mt-2 max-h-40 rounded border border-slate-200" /> : null}
              <p className="mt-2">
                <Link href={`/app/question/${q.id}`} className="font-medium text-brand-700 underline">
                  {q.answeredAt ? t("view", { id: q.id }) : t("answer", { id: q.id })}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
