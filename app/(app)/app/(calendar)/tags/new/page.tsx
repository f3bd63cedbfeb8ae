import { getTranslations } from "next-intl/server";
import { SpecialDatesForm } from "@/components/student-days/special-dates-form";
import { pageSubject, withUser } from "@/lib/student-days/page-subject";
import { listTags } from "@/lib/student-days/queries";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("studentDays.tagsNew");

/** /app/tags/new: picks the days of a use-of-time study (several at once; weekends cannot be picked). */
export default async function NewTagsPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("tags");
  if (denied) return denied;
  const { db, actor, subject, query, today } = await pageSubject((await searchParams).user);
  const t = await getTranslations("studentDays.tagsNew");
  const tags = await listTags(db, actor, { userId: subject.userId });
  const labels = [...new Set(tags.map((d) => d.label).filter(Boolean))];
  return (
    <PageShell width="4xl" title={t("title")} intro={t("explain")}>
      <SpecialDatesForm kind="tag" userId={subject.isSelf ? null : subject.userId} today={today} taken={tags.map((d) => d.date)} labels={labels} backHref={withUser("/app/tags", query)} />
    </PageShell>
  );
}
