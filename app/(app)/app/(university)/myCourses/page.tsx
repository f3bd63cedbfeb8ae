import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { guardArea } from "@/components/shell/forbidden";
import { HoursTable } from "@/components/university-sessions/hours-table";
import { requireActor } from "@/lib/auth/current-user";
import { formatDateRange, formatInstantDate } from "@/lib/i18n/format";
import { studentCourses } from "@/lib/university/grades";
import { EXTRA_CREDIT_LEVEL, labelOfLevel } from "@/lib/university/sessions-rules";
import { safeTimeZone } from "@/lib/users/rules";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("universitySessions.mine");

/** /app/myCourses: the graduate student's sessions — course, dates, faculty, their own grades per assignment and their logged hours by ASCA category in the session's dates. Role 21. */
export default async function MyCoursesPage() {
  const denied = await guardArea("myCourses");
  if (denied) return denied;
  const { user } = await requireActor();
  const [t, locale, courses] = await Promise.all([getTranslations("universitySessions.mine"), getLocale(), studentCourses(await getDb(), user)]);
  const zone = safeTimeZone(user.timezone);
  type TCourse = (typeof courses)[number];
  // One row an assignment, with the student's grade of it (or "not graded").
  const gradeColumns = (grades: TCourse["grades"]): TColumn<TCourse["assignments"][number]>[] => {
    const gradeOf = (a: TCourse["assignments"][number]) => grades.find((x) => x.assignmentId === a.id);
    return [
      { id: "assignment", header: t("assignment"), rowHeader: true, cell: (a) => a.name },
      {
        id: "grade",
        header: t("grade"),
        cell: (a) => {
          const g = gradeOf(a);
          return g ? (g.level === EXTRA_CREDIT_LEVEL ? t("extraCredit") : (labelOfLevel(a, g.level) ?? `L${g.level}`)) : t("notGraded");
        },
      },
      { id: "points", header: t("points"), align: "end", className: "tabular-nums", cell: (a) => gradeOf(a)?.points ?? "–" },
      { id: "comment", header: t("comment"), className: "whitespace-pre-line", cell: (a) => gradeOf(a)?.comment ?? "" },
      {
        id: "gradedOn",
        header: t("gradedOn"),
        cell: (a) => {
          const g = gradeOf(a);
          return g ? formatInstantDate(g.gradedAt, locale, zone) : "";
        },
      },
    ];
  };
  return (
    <PageShell title={t("title")} intro={t("intro")}>
      {courses.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-slate-700">{t("empty")}</p>
      ) : (
        courses.map(({ session, course, faculty, assignments, grades, totals, hours }) => {
          const heading = `${course.courseCode} ${course.name}`;
          const sessionName = session.name || t("unnamed", { id: session.id });
          return (
            <section key={session.id} aria-labelledby={`course-${session.id}`} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
              <header className="space-y-1">
                <h2 id={`course-${session.id}`} className="text-lg font-semibold">
                  {heading}
                </h2>
                <p className="text-sm text-slate-700">
                  {sessionName} · {course.universityName} · {formatDateRange(session.startDate, session.endDate, locale, "medium")}
                </p>
                {faculty.length ? <p className="text-sm text-slate-700">{t("faculty", { names: faculty.map((f) => `${f.firstName} ${f.lastName}`.trim()).join(", ") })}</p> : null}
              </header>
              <h3 className="text-base font-semibold">{t("gradesTitle")}</h3>
              <DataTable
                columns={gradeColumns(grades)}
                rows={assignments}
                rowKey={(a) => a.id}
                caption={t("gradesCaption", { course: heading })}
                empty={t("noAssignments")}
                footer={
                  <tr className="border-t-2 border-slate-300 font-semibold">
                    <th scope="row" className="px-3 py-2" colSpan={2}>
                      {t("total")}
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">{t("pointsOf", { points: totals.points, possible: totals.possible })}</td>
                    <td className="px-3 py-2" colSpan={2} />
                  </tr>
                }
              />
              <h3 className="text-base font-semibold">{t("hoursTitle")}</h3>
              <HoursTable analysis={hours} caption={t("hoursCaption", { course: heading })} />
            </section>
          );
        })
      )}
    </PageShell>
  );
}
