import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { AnswerForm } from "@/components/content/answer-form";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { getPanelQuestion } from "@/lib/content/question-queries";
import { formatDateTime } from "@/lib/i18n/format";
import { safeTimeZone } from "@/lib/users/rules";
import { PageSection } from "@/components/ui/page/page-section";

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps) {
  return { title: (await getTranslations("content.questions"))("detailTitle", { id: (await params).id }) };
}

/** /app/question/{id}: a panel question with its asker and screenshot, and the answer form. Administrators only. */
export default async function QuestionPage({ params }: TProps) {
  const denied = await guardArea("question");
  if (denied) return denied;
  const actor = await requireActor();
  const { user } = actor;
  if (!can(user, "questions.read")) return <Forbidden />;
  const raw = (await params).id;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const q = id ? await getPanelQuestion(await getDb(), actor, id) : null;
  if (!q) notFound();
  const t = await getTranslations("content.questions");
  const tt = await getTranslations("helpTopics");
  const locale = await getLocale();
  const zone = safeTimeZone(user.timezone);
  const name = `${q.firstName} ${q.lastName}`.trim() || q.username;
  return (
    <section className="max-w-3xl space-y-4">
      <p>
        <Link href="/app/questions" className="text-sm text-brand-700 underline">
          {t("back")}
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">{t("detailTitle", { id: q.id })}</h1>
      <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 rounded-md border border-slate-200 bg-white p-4 text-sm">
        <dt className="text-slate-600">{t("asker")}</dt>
        <dd>
          {name} ({q.username}) ·{" "}
          <a href={`mailto:${q.email}`} className="underline">
            {q.email}
          </a>
        </dd>
        <dt className="text-slate-600">{t("topic")}</dt>
        <dd>{tt.has(String(q.topicId)) ? tt(String(q.topicId)) : q.topic}</dd>
        <dt className="text-slate-600">{t("page")}</dt>
        <dd className="break-all">{q.pageUrl || "—"}</dd>
        <dt className="text-slate-600">{t("asked")}</dt>
        <dd>{formatDateTime(q.createdAt, locale, zone)}</dd>
        <dt className="text-slate-600">{t("status")}</dt>
        <dd>{q.answeredAt ? t("answeredOn", { when: formatDateTime(q.answeredAt, locale, zone) }) : t("open")}</dd>
      </dl>
      <PageSection id="question-text" title={t("questionHeading")} className="space-y-2">
        <p className="whitespace-pre-wrap rounded-md border border-slate-200 bg-white p-4 text-sm">{q.question}</p>
        {q.screenshot ? <img src={q.screenshot} alt={t("screenshotAlt", { id: q.id })} className="max-h-96 rounded border border-slate-200" /> : null}
      </PageSection>
      <PageSection id="answer-heading" title={t(q.answer ? "answerHeadingEdit" : "answerHeading")} className="space-y-2">
        <p className="text-sm text-slate-600">{t("answerIntro", { email: q.email })}</p>
        <AnswerForm questionId={q.id} initial={q.answer ?? ""} />
      </PageSection>
    </section>
  );
}
