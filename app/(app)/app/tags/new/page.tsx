import { getTranslations } from "next-intl/server";
import { SpecialDatesForm } from "@/components/student-days/special-dates-form";
import { pageSubject, withUser } from "@/lib/student-days/page-subject";
import { listTags } from "@/lib/student-days/queries";
import { guardArea } from "@/components/shell/forbidden";

export async function generateMetadata() {
  return { title: (await getTranslations("studentDays.tagsNew"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /app/tags/new: picks the days of a use-of-time study (several at once; weekends cannot be picked). */
export default async function NewTagsPage({ searchParams }: TProps) {
  const denied = await guardArea("tags");
  if (denied) return denied;
  const { db, actor, subject, query, today } = await pageSubject((await searchParams).user);
  const t = await getTranslations("studentDays.tagsNew");
  const tags = await listTags(db, actor, { userId: subject.userId });
  const labels = [...new Set(tags.map((d) => d.label).filter(Boolean))];
  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="max-w-2xl text-slate-700">{t("explain")}</p>
      </header>
      <SpecialDatesForm
        kind="tag"
        userId={subject.isSelf ? null : subject.userId}
        today={today}
        taken={tags.map((d) => d.date)}
        labels={labels}
        backHref={withUser("/app/tags", query)}
      />
    </div>
  );
}
