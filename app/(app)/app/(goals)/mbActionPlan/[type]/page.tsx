import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DeleteCurriculumButton } from "@/components/curriculum/delete-curriculum-button";
import { OwnerPicker } from "@/components/curriculum/owner-picker";
import { guardArea } from "@/components/shell/forbidden";
import { buttonClass } from "@/components/ui/button";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { requireActor } from "@/lib/auth/current-user";
import { planningOwner } from "@/lib/curriculum/page-data";
import { listCurricula } from "@/lib/curriculum/queries";
import { CURRICULUM_TYPES, curriculumTypeFromParam } from "@/lib/curriculum/rules";
import { formatDate } from "@/lib/i18n/format";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageHeader } from "@/components/ui/page/page-header";
import { firstParam } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("curriculum.list");

type TProps = { params: Promise<{ type: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const STATUS_CLASS = {
  delivered: "bg-emerald-50 text-emerald-800 border-emerald-300",
  scheduled: "bg-sky-50 text-sky-800 border-sky-300",
  notScheduled: "bg-slate-50 text-slate-700 border-slate-300",
} as const;

/**
 * /app/mbActionPlan/{type}: the curriculum action plans (ASCA classroom and group action plan) of one
 * domain, or every plan (other), with each lesson's planned date and where the calendar stands on it.
 * A manager picks a counselor they manage and reads their plans.
 */
export default async function MbActionPlanPage({ params, searchParams }: TProps) {
  const denied = await guardArea("mbActionPlan");
  if (denied) return denied;
  const type = curriculumTypeFromParam((await params).type);
  if (!type) notFound();
  const actor = await requireActor();
  const db = await getDb();
  const owner = await planningOwner(db, actor, firstParam((await searchParams).user_id));
  const locale = await getLocale();
  const [t, plans] = await Promise.all([getTranslations("curriculum"), listCurricula(db, actor, { type, userId: owner.ownerId, locale }, new Date())]);
  const qs = owner.isSelf ? "" : `?user_id=${owner.ownerId}`;
  const dash = "—";

  const columns: TColumn<(typeof plans)[number]>[] = [
    {
      id: "plan",
      header: t("cols.plan"),
      rowHeader: true,
      cell: (p) => (
        <>
          <div>{p.name}</div>
          <div className="text-xs font-normal text-slate-600">
            {(["academic", "social", "career"] as const)
              .filter((d) => p[d])
              .map((d) => t(`types.${d}`))
              .join(", ") || dash}
          </div>
          {p.activity ? <div className="mt-1 whitespace-pre-line text-xs font-normal text-slate-700">{p.activity}</div> : null}
          <div className="mt-1 text-xs font-normal text-slate-600">{p.smartGoal ? t("list.servesGoal", { goal: p.smartGoal }) : t("list.noGoal")}</div>
        </>
      ),
    },
    {
      id: "standards",
      header: t("cols.standards"),
      cell: (p) =>
        p.standards.length ? (
          <ul>
            {p.standards.map((s) => (
              <li key={s.id} title={s.name}>
                <abbr title={s.name}>{s.abbrev}</abbr>
              </li>
            ))}
          </ul>
        ) : (
          dash
        ),
    },
    { id: "grades", header: t("cols.grades"), cell: (p) => p.gradeNames.join(", ") || dash },
    {
      id: "lessons",
      header: t("cols.lessons"),
      cell: (p) =>
        p.lessons.length ? (
          <ul className="space-y-1">
            {p.lessons.map((l) => (
              <li key={l.lesson_id} data-testid="curriculum-row-lesson">
                <span>{l.name}</span>
                <span className="text-slate-600"> · {l.plannedDate ? t("list.planned", { date: formatDate(l.plannedDate, locale, "medium") }) : t("list.notPlanned")}</span>{" "}
                <span className={`ml-1 inline-block rounded border px-1.5 text-xs ${STATUS_CLASS[l.status]}`} data-testid="delivery-status">
                  {l.eventDate ? t(`status.${l.status}On`, { date: formatDate(l.eventDate, locale, "medium") }) : t(`status.${l.status}`)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          dash
        ),
    },
    {
      id: "timeline",
      header: t("cols.timeline"),
      cell: (p) => (
        <>
          <div className="whitespace-pre-line">{p.timeline || dash}</div>
          {p.who ? <div className="mt-1 text-xs text-slate-600">{t("list.who", { who: p.who })}</div> : null}
        </>
      ),
    },
    {
      id: "data",
      header: t("cols.data"),
      className: "text-xs",
      cell: (p) => (
        <dl className="space-y-1">
          {(["processData", "perceptionData", "outcomeData", "evaluation"] as const).map((f) =>
            p[f] ? (
              <div key={f}>
                <dt className="font-semibold text-slate-700">{t(`form.plan.${f}`)}</dt>
                <dd className="whitespace-pre-line text-slate-700">{p[f]}</dd>
              </div>
            ) : null,
          )}
        </dl>
      ),
    },
  ];
  return (
    <div className="max-w-7xl space-y-6">
      <PageHeader
        title={t("list.title")}
        intro={t("list.intro")}
        introClassName="max-w-3xl text-slate-700"
        actions={
          owner.isSelf ? (
            <Link href="/app/curriculumNew" className={buttonClass("primary")} data-testid="curriculum-new">
              {t("list.add")}
            </Link>
          ) : null
        }
      />

      {owner.options ? <OwnerPicker options={owner.options} meId={actor.user.id} selectedId={owner.ownerId} basePath={`/app/mbActionPlan/${type}`} /> : null}
      {owner.refused ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t("owner.refused")}
        </p>
      ) : null}
      {!owner.isSelf ? <p className="text-sm text-slate-700">{t("owner.readOnly", { name: owner.ownerLabel ?? "" })}</p> : null}

      <nav aria-label={t("list.typesLabel")}>
        <ul className="flex flex-wrap gap-2">
          {CURRICULUM_TYPES.map((ty) => (
            <li key={ty}>
              <Link
                href={`/app/mbActionPlan/${ty}${qs}`}
                aria-current={ty === type ? "page" : undefined}
                className={`inline-block rounded-full border px-3 py-1 text-sm ${ty === type ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"}`}
              >
                {t(`types.${ty}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <DataTable
        columns={columns}
        rows={plans}
        rowKey={(p) => p.id}
        caption={t("list.caption", { type: t(`types.${type}`) })}
        empty={<span className="text-slate-600">{t("list.empty")}</span>}
        className="w-full"
        tableProps={{ "data-testid": "curriculum-table" }}
        rowProps={() => ({ "data-testid": "curriculum-row" })}
        actions={
          owner.isSelf
            ? {
                header: t("cols.actions"),
                cell: (p) => (
                  <span className="whitespace-nowrap">
                    <Link href={`/app/curriculum/edit/${p.id}`} className="rounded px-2 py-1 text-brand-700 underline" data-testid="curriculum-edit">
                      {t("list.edit")}
                      <span className="sr-only"> {p.name}</span>
                    </Link>
                    <DeleteCurriculumButton id={p.id} name={p.name} />
                  </span>
                ),
              }
            : undefined
        }
      />
    </div>
  );
}
