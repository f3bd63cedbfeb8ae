import { getTranslations } from "next-intl/server";
import { SpecialDatesForm } from "@/components/student-days/special-dates-form";
import { pageSubject, withUser } from "@/lib/student-days/page-subject";
import { listSpecialDates } from "@/lib/student-days/queries";
import { guardArea } from "@/components/shell/forbidden";

export async function generateMetadata() {
  return { title: (await getTranslations("studentDays.daysClosedNew"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /app/daysclosed/new: adds school days closed, several at once or a whole break (weekdays only). */
export default async function NewDaysClosedPage({ searchParams }: TProps) {
  const denied = await guardArea("daysClosed");
  if (denied) return denied;
  const { db, actor, subject, query, today } = await pageSubject((await searchParams).user);
  const t = await getTranslations("studentDays.daysClosedNew");
  const closed = await listSpecialDates(db, actor, { kind: "closed", userId: subject.userId });
  const labels = [...new Set(closed.map((d) => d.label).filter(Boolean))];
  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="max-w-2xl text-slate-700">{t("explain")}</p>
      </header>
      <SpecialDatesForm
        kind="closed"
        userId={subject.isSelf ? null : subject.userId}
        today={today}
        taken={closed.map((d) => d.date)}
        labels={labels}
        backHref={withUser("/app/daysclosed", query)}
      />
    </div>
  );
}
