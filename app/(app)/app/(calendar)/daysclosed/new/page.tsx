import { getTranslations } from "next-intl/server";
import { SpecialDatesForm } from "@/components/student-days/special-dates-form";
import { pageSubject, withUser } from "@/lib/student-days/page-subject";
import { listSpecialDates } from "@/lib/student-days/queries";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("studentDays.daysClosedNew");

/** /app/daysclosed/new: adds school days closed, several at once or a whole break (weekdays only). */
export default async function NewDaysClosedPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("daysClosed");
  if (denied) return denied;
  const { db, actor, subject, query, today } = await pageSubject((await searchParams).user);
  const t = await getTranslations("studentDays.daysClosedNew");
  const closed = await listSpecialDates(db, actor, { kind: "closed", userId: subject.userId });
  const labels = [...new Set(closed.map((d) => d.label).filter(Boolean))];
  return (
    <PageShell width="4xl" title={t("title")} intro={t("explain")}>
      <SpecialDatesForm kind="closed" userId={subject.isSelf ? null : subject.userId} today={today} taken={closed.map((d) => d.date)} labels={labels} backHref={withUser("/app/daysclosed", query)} />
    </PageShell>
  );
}
