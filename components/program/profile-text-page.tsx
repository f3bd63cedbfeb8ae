import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { RichTextView } from "@/components/goals/rich-text-view";
import { requireActor } from "@/lib/auth/current-user";
import { ROLE } from "@/lib/auth/roles";
import { profileTextData } from "@/lib/program/page-data";
import type { TProfileField } from "@/lib/program/schemas";
import { orNotFound, ProgramPageFrame, userIdParam } from "./page-frame";
import { ProfileTextForm } from "./profile-text-form";

// /app/mission, /app/vision, /app/beliefs (each page guards its area first): the counselor's text with the ASCA prompt beside it, the
// district's text (written by their manager) above it read-only; a manager also writes the district's.

export async function ProfileTextPage({ field, searchParams }: { field: TProfileField; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireActor();
  const { user } = actor;
  const db = await getDb();
  const userId = userIdParam((await searchParams).user_id);
  const [t, data] = await Promise.all([getTranslations(`program.texts.${field}`), orNotFound(profileTextData(db, actor, field, userId))]);
  const tc = await getTranslations("program.common");
  return (
    <ProgramPageFrame db={db} actor={user} subject={data.subject} title={t("title")} basePath={`/app/${field}`}>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          {data.districtTexts.map((d, i) => (
            <section key={i} className="rounded-md border border-slate-200 bg-slate-50 p-4" aria-label={tc("districtHeading", { name: d.managerName })} data-testid="program-district-text">
              <h2 className="mb-2 text-sm font-semibold text-slate-700">{tc("districtHeading", { name: d.managerName })}</h2>
              <RichTextView html={d.text} />
            </section>
          ))}
          {data.subject.isSelf ? (
            <ProfileTextForm field={field} initial={data.text} label={t("label")} />
          ) : (
            <section className="space-y-2">
              <h2 className="text-sm font-semibold text-slate-700">{t("label")}</h2>
              {data.text ? <RichTextView html={data.text} /> : <p className="text-sm text-slate-600">{tc("notWritten")}</p>}
            </section>
          )}
          {data.ownDistrictText !== null && user.roleId === ROLE.manager ? (
            <section className="space-y-2 border-t border-slate-200 pt-6">
              <p className="text-sm text-slate-600">{tc("districtHint")}</p>
              <ProfileTextForm field={field} initial={data.ownDistrictText} label={tc("districtLabel")} district />
            </section>
          ) : null}
        </div>
        <aside className="rounded-md border border-brand-600/30 bg-brand-50 p-4 text-sm text-slate-800" aria-labelledby={`${field}-prompt`}>
          <h2 id={`${field}-prompt`} className="mb-2 font-semibold">
            {tc("ascaPrompt")}
          </h2>
          <p>{t("prompt")}</p>
        </aside>
      </div>
    </ProgramPageFrame>
  );
}
