import Link from "next/link";
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

export async function generateMetadata() {
  return { title: (await getTranslations("universitySessions.form"))("editTitle") };
}

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
    <div className="max-w-4xl space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href={listHref} className="text-brand-700 underline">
            {t("back")}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">{t("editTitle")}</h1>
        <p className="text-slate-700">{t("courseLine", { code: course.courseCode, name: course.name, university: course.universityName })}</p>
      </header>
      <SessionForm target={{ id: session.id }} initial={{ name: session.name, startDate: session.startDate, endDate: session.endDate }} listHref={listHref} />
    </div>
  );
}
