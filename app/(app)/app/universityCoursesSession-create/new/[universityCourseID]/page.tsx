import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { NEW_SESSION, SessionForm } from "@/components/university-sessions/session-form";
import { requireActor } from "@/lib/auth/current-user";
import { courseFor } from "@/lib/university/sessions-access";
import { orNotFound } from "@/lib/university/sessions-page";
import { ZCourseId } from "@/lib/university/sessions-schemas";

export async function generateMetadata() {
  return { title: (await getTranslations("universitySessions.form"))("newTitle") };
}

/** /app/universityCoursesSession-create/new/{universityCourseID}: a new session of the course; save returns to its sessions, save-and-new stays with 'Created.'. */
export default async function NewSessionPage({ params }: { params: Promise<{ universityCourseID: string }> }) {
  const denied = await guardArea("universityCoursesSessionCreate");
  if (denied) return denied;
  const { user } = await requireActor();
  const courseId = ZCourseId.safeParse((await params).universityCourseID);
  if (!courseId.success) notFound();
  const course = await orNotFound(async () => courseFor(await getDb(), user, courseId.data));
  const t = await getTranslations("universitySessions.form");
  const listHref = `/app/universityCoursesSession/${course.id}`;
  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href={listHref} className="text-brand-700 underline">
            {t("back")}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">{t("newTitle")}</h1>
        <p className="text-slate-700">{t("courseLine", { code: course.courseCode, name: course.name, university: course.universityName })}</p>
      </header>
      <SessionForm target={{ courseId: course.id }} initial={NEW_SESSION} listHref={listHref} />
    </div>
  );
}
