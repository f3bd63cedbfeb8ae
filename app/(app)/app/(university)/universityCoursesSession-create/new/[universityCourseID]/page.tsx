import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { NEW_SESSION, SessionForm } from "@/components/university-sessions/session-form";
import { requireActor } from "@/lib/auth/current-user";
import { courseFor } from "@/lib/university/sessions-access";
import { orNotFound } from "@/lib/university/sessions-page";
import { ZCourseId } from "@/lib/university/sessions-schemas";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("universitySessions.form", "newTitle");

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
    <PageShell
      width="4xl"
      back={{ href: listHref, label: t("back") }}
      title={t("newTitle")}
      intro={t("courseLine", { code: course.courseCode, name: course.name, university: course.universityName })}
      introClassName="text-slate-700"
      tight
    >
      <SessionForm target={{ courseId: course.id }} initial={NEW_SESSION} listHref={listHref} />
    </PageShell>
  );
}
