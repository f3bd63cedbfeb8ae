import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { HoursTable } from "@/components/university-sessions/hours-table";
import { TableScroll } from "@/components/ui/table-scroll";
import { requireActor } from "@/lib/auth/current-user";
import { formatDateRange, formatInstantDate } from "@/lib/i18n/format";
import { studentCourses } from "@/lib/university/grades";
import { EXTRA_CREDIT_LEVEL, labelOfLevel } from "@/lib/university/sessions-rules";
import { safeTimeZone } from "@/lib/users/rules";

export async function generateMetadata() {
  return { title: (await getTranslations("universitySessions.mine"))("title") };
}

/** /app/myCourses: the graduate student's sessions — course, dates, faculty, their own grades per assignment and their logged hours by ASCA category in the session's dates. Role 21. */
export default async function MyCoursesPage() {
  const denied = await guardArea("myCourses");
  if (denied) return denied;
  const { user } = await requireActor();
  const [t, locale, courses] = await Promise.all([getTranslations("universitySessions.mine"), getLocale(), studentCourses(await getDb(), user)]);
  const zone = safeTimeZone(user.timezone);
  return (
    <div className="max-w-6xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="max-w-2xl text-slate-700">{t("intro")}</p>
      </header>
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
              {assignments.length === 0 ? (
                <p className="text-sm text-slate-700">{t("noAssignments")}</p>
              ) : (
                <TableScroll>
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">{t("gradesCaption", { course: heading })}</caption>
                    <thead className="bg-slate-50 text-slate-700">
                      <tr>
                        <th scope="col" className="px-3 py-2">{t("assignment")}</th>
                        <th scope="col" className="px-3 py-2">{t("grade")}</th>
                        <th scope="col" className="px-3 py-2 text-right">{t("points")}</th>
                        <th scope="col" className="px-3 py-2">{t("comment")}</th>
                        <th scope="col" className="px-3 py-2">{t("gradedOn")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {assignments.map((a) => {
                        const g = grades.find((x) => x.assignmentId === a.id);
                        const label = g ? (g.level === EXTRA_CREDIT_LEVEL ? t("extraCredit") : (labelOfLevel(a, g.level) ?? `L${g.level}`)) : t("notGraded");
                        return (
                          <tr key={a.id} className="border-t border-slate-200">
                            <th scope="row" className="px-3 py-2 font-medium">
                              {a.name}
                            </th>
                            <td className="px-3 py-2">{label}</td>
                            <td className="px-3 py-2 text-right tabular-nums">{g ? g.points : "–"}</td>
                            <td className="px-3 py-2 whitespace-pre-line">{g?.comment ?? ""}</td>
                            <td className="px-3 py-2">{g ? formatInstantDate(g.gradedAt, locale, zone) : ""}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                    <tfoot>
                      <tr className="border-t-2 border-slate-300 font-semibold">
                        <th scope="row" className="px-3 py-2" colSpan={2}>
                          {t("total")}
                        </th>
                        <td className="px-3 py-2 text-right tabular-nums">{t("pointsOf", { points: totals.points, possible: totals.possible })}</td>
                        <td className="px-3 py-2" colSpan={2} />
                      </tr>
                    </tfoot>
                  </table>
                </TableScroll>
              )}
              <h3 className="text-base font-semibold">{t("hoursTitle")}</h3>
              <HoursTable analysis={hours} caption={t("hoursCaption", { course: heading })} />
            </section>
          );
        })
      )}
    </div>
  );
}
