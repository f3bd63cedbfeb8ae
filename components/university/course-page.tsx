import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { CourseForm, type TCourseFormValue } from "@/components/university/course-form";
import { requireActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { mayManageUniversity, scopeUniversity } from "@/lib/university/access";
import { DEFAULT_CREDITS } from "@/lib/university/constants";
import { getCourse, lastUpdatedIpedsid } from "@/lib/university/courses";
import { universityOptions } from "@/lib/university/universities";

/** The new and edit pages of a course (the caller has passed the area guard). */
export async function CoursePage({ id }: { id: number | null }) {
  const { user } = await requireActor();
  const db = await getDb();
  const t = await getTranslations("university.courses");
  const all = await universityOptions(db);
  const universities = user.roleId === ROLE.admin ? all : all.filter((u) => mayManageUniversity(user, u.ipedsid));
  let initial: TCourseFormValue;
  if (id !== null) {
    const course = await getCourse(db, id);
    if (!course || !mayManageUniversity(user, course.ipedsid)) notFound();
    initial = { ipedsid: String(course.ipedsid), courseCode: course.courseCode, name: course.name, description: course.description, credits: String(course.credits) };
  } else {
    // The form's default university: the one whose course was updated last (GET …/lastUpdatedIPEDSID).
    const last = await lastUpdatedIpedsid(db, scopeUniversity(user, null));
    const fallback = universities.length === 1 ? universities[0].ipedsid : null;
    initial = { ipedsid: String(last ?? fallback ?? ""), courseCode: "", name: "", description: "", credits: String(DEFAULT_CREDITS) };
  }
  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href="/app/universityCourses" className="text-brand-700 underline">
            {t("back")}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">{t(id === null ? "newTitle" : "editTitle")}</h1>
      </header>
      {universities.length === 0 ? <p className="text-slate-700">{t("noUniversity")}</p> : <CourseForm id={id} initial={initial} universities={universities} />}
    </div>
  );
}
