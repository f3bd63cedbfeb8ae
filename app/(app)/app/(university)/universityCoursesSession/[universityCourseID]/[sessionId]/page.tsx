import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { EnrolmentPanel } from "@/components/university-sessions/enrolment-panel";
import { GradeGrid } from "@/components/university-sessions/grade-grid";
import { HoursTable } from "@/components/university-sessions/hours-table";
import { buttonClass } from "@/components/ui/button";
import { requireActor } from "@/lib/auth/current-user";
import { formatDateRange } from "@/lib/i18n/format";
import { listEnrolments } from "@/lib/university/enrol";
import { gradebook } from "@/lib/university/grades";
import { mayTeachSession, sessionFor } from "@/lib/university/sessions-access";
import { orNotFound } from "@/lib/university/sessions-page";
import { ZCourseId, ZSessionId } from "@/lib/university/sessions-schemas";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageSection } from "@/components/ui/page/page-section";

export const generateMetadata = titleMetadata("universitySessions.session");

type TProps = { params: Promise<{ universityCourseID: string; sessionId: string }> };

/**
 * /app/universityCoursesSession/{universityCourseID}/{sessionId}: one session — who is enrolled (and
 * enrolling the university's graduate students and faculty), and for the faculty enrolled in it (and
 * administrators) each student's logged hours by ASCA category in the session's dates and their grades.
 */
export default async function SessionPage({ params }: TProps) {
  const denied = await guardArea("universityCoursesSession");
  if (denied) return denied;
  const actor = await requireActor();
  const { user } = actor;
  const db = await getDb();
  const raw = await params;
  const courseId = ZCourseId.safeParse(raw.universityCourseID);
  const sessionId = ZSessionId.safeParse(raw.sessionId);
  if (!courseId.success || !sessionId.success) notFound();
  const { session, course } = await orNotFound(() => sessionFor(db, user, sessionId.data));
  if (session.courseId !== courseId.data) notFound();
  const [t, locale, people, teaches] = await Promise.all([getTranslations("universitySessions.session"), getLocale(), listEnrolments(db, session.id), mayTeachSession(db, user, session.id)]);
  const book = teaches ? await gradebook(db, actor, session.id) : null;
  const name = session.name || t("unnamed", { id: session.id });
  return (
    <div className="max-w-6xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <p className="text-sm">
            <Link href={`/app/universityCoursesSession/${course.id}`} className="text-brand-700 underline">
              {t("back")}
            </Link>
          </p>
          <h1 className="text-2xl font-semibold">{t("heading", { name, code: course.courseCode })}</h1>
          <p className="text-slate-700">
            {course.name} · {course.universityName} · {formatDateRange(session.startDate, session.endDate, locale, "medium")}
          </p>
        </div>
        <Link href={`/app/universityCoursesSession-create/edit/${session.id}`} className={buttonClass("secondary")}>
          {t("edit")}
        </Link>
      </header>
      <EnrolmentPanel sessionId={session.id} people={people.map((p) => ({ userId: p.userId, role: p.role, firstName: p.firstName, lastName: p.lastName, email: p.email }))} />
      <PageSection id="students-heading" title={t("studentsTitle")} className="space-y-4">
        {!book ? (
          <p className="rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-700">{t("notTeaching")}</p>
        ) : book.students.length === 0 ? (
          <p className="rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-700">{t("noStudents")}</p>
        ) : (
          <>
            <p className="text-sm text-slate-700">{t("studentsIntro")}</p>
            {book.students.map((s) => {
              const student = `${s.firstName} ${s.lastName}`.trim();
              return (
                <article key={s.userId} aria-labelledby={`student-${s.userId}`} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
                  <header className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 id={`student-${s.userId}`} className="text-base font-semibold">
                      {student}
                    </h3>
                    <p className="text-sm tabular-nums">{t("totals", { points: s.totals.points, possible: s.totals.possible, graded: s.totals.graded, count: book.assignments.length })}</p>
                  </header>
                  <h4 className="text-sm font-semibold text-slate-700">{t("hoursTitle")}</h4>
                  <HoursTable analysis={s.hours} caption={t("hoursCaption", { name: student })} />
                  <h4 className="text-sm font-semibold text-slate-700">{t("gradesTitle")}</h4>
                  <GradeGrid
                    sessionId={session.id}
                    student={{ userId: s.userId, name: student }}
                    assignments={book.assignments.map((a) => ({
                      id: a.id,
                      name: a.name,
                      l1: a.l1,
                      l2: a.l2,
                      l3: a.l3,
                      l4: a.l4,
                      l1Points: a.l1Points,
                      l2Points: a.l2Points,
                      l3Points: a.l3Points,
                      l4Points: a.l4Points,
                      l5Points: a.l5Points,
                    }))}
                    grades={s.grades.map((g) => ({ assignmentId: g.assignmentId, level: g.level, points: g.points, comment: g.comment }))}
                  />
                </article>
              );
            })}
          </>
        )}
      </PageSection>
    </div>
  );
}
