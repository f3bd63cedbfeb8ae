import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { SessionForm } from "@/components/university-sessions/session-form";
import { requireActor } from "@/lib/auth/current-user";
import { sessionReturnPath } from "@/lib/university/rules";
import { sessionFor } from "@/lib/university/sessions-access";
import { orNotFound } from "@/lib/university/sessions-page";
import { ZSessionId } from "@/lib/university/sessions-schemas";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("universitySessions.form", "editTitle");

/**
 * /app/universityCoursesSession-create/edit/{id}[?page=]: edits a session; saved, back with 'Saved.' to
 * the course-assignments screen (?page=1), the university-course-assignments screen (?page=0) or,
 * without a page, the course's sessions.
 */
export default async function EditSessionPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("universityCoursesSessionCreate");
  if (denied) return denied;
  const { user } = await requireActor();
  const id = ZSessionId.safeParse((await params).id);
  if (!id.success) notFound();
  const { session, course } = await orNotFound(async () => sessionFor(await getDb(), user, id.data));
  const t = await getTranslations("universitySessions.form");
  const pageParam = (await searchParams).page;
  const listHref = sessionReturnPath(Array.isArray(pageParam) ? pageParam[0] : pageParam, course.ipedsid, course.id);
  return (
    <PageShell
      width="4xl"
      back={{ href: listHref, label: t("back") }}
      title={t("editTitle")}
      intro={t("courseLine", { code: course.courseCode, name: course.name, university: course.universityName })}
      introClassName="text-slate-700"
      tight
    >
      <SessionForm target={{ id: session.id }} initial={{ name: session.name, startDate: session.startDate, endDate: session.endDate }} listHref={listHref} />
    </PageShell>
  );
}
