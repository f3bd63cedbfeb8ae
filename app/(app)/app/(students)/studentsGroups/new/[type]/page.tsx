import { notFound, redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { typeFromParam } from "@/lib/clients/page-context";
import { getClient, listClients, listGrades } from "@/lib/clients/queries";
import { localizeGrades } from "@/lib/i18n/reference";
import { normaliseCounts } from "@/lib/clients/rules";
import type { TClientJson } from "@/lib/clients/schemas";
import { ClientForm } from "@/components/clients/client-form";
import { guardArea } from "@/components/shell/forbidden";
import { PageShell } from "@/components/ui/page/page-shell";
import { trimmedParam } from "@/lib/ui/search-params";

type TSearch = Record<string, string | string[] | undefined>;

export async function generateMetadata({ params }: { params: Promise<{ type: string }> }) {
  const type = typeFromParam((await params).type);
  return { title: (await getTranslations("clients.form"))(type === "group" ? "titleNewGroup" : "titleNewStudent") };
}

/**
 * /app/studentsGroups/new/{students|groups} (?id= to edit): the form of a student or a group with every
 * demographic count; a group's assigned students compute its counts and lock the inputs.
 */
export default async function NewClientPage({ params, searchParams }: { params: Promise<{ type: string }>; searchParams: Promise<TSearch> }) {
  const denied = await guardArea("studentsGroups");
  if (denied) return denied;
  const type = typeFromParam((await params).type);
  if (!type) notFound();
  const idParam = Number(trimmedParam((await searchParams).id));
  const actor = await requireActor();
  const db = await getDb();
  const t = await getTranslations("clients.form");

  let existing: TClientJson | null = null;
  if (Number.isSafeInteger(idParam) && idParam > 0) {
    existing = await getClient(db, actor, idParam).catch(() => null);
    if (!existing) notFound();
    // The URL names the wrong list: open the right form.
    if (existing.type !== type) redirect(`/app/studentsGroups/new/${existing.type === "group" ? "groups" : "students"}?id=${existing.id}`);
  }
  const [grades, students] = await Promise.all([
    listGrades(db).then(async (g) => localizeGrades(g, await getLocale())),
    type === "group" ? listClients(db, actor, { type: "student" }) : Promise.resolve([]),
  ]);
  const listHref = `/app/studentsGroups/${type === "group" ? "groups" : "students"}`;

  return (
    <PageShell
      width="4xl"
      back={{ href: listHref, label: <>← {t(type === "group" ? "backGroups" : "backStudents")}</>, className: "text-sm text-brand-700 hover:underline" }}
      title={t(existing ? (type === "group" ? "titleEditGroup" : "titleEditStudent") : type === "group" ? "titleNewGroup" : "titleNewStudent")}
      intro={t(type === "group" ? "introGroup" : "introStudent")}
      introClassName="text-slate-700"
    >
      <ClientForm
        type={type}
        initial={existing}
        grades={grades.map((g) => ({ id: g.id, name: g.name }))}
        students={students.map((s) => ({ id: s.id, name: s.name, student_number: s.student_number, grade_id: s.grade_id, counts: normaliseCounts(s) }))}
        listHref={listHref}
      />
    </PageShell>
  );
}
