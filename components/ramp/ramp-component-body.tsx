import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDate } from "@/lib/i18n/format";
import { plainText, type TRampComponent } from "@/lib/ramp/components";
import type { TRampData } from "@/lib/ramp/queries";
import { RampReportTable } from "./ramp-report-table";

// The generated part of one RAMP component, as its template filled in with the data: the texts of the
// school profile, the goal sentences, the report tables (no student column), the conference and the
// advisory council. Student names are redacted everywhere, as in the pack.

function Paragraphs({ html, empty }: { html: string; empty: string }) {
  const parts = html
    .split(/\n{2,}|<\/p>/)
    .map((p) => plainText(p))
    .filter(Boolean);
  if (parts.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <div className="space-y-2">
      {parts.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

export async function RampComponentBody({ component, data }: { component: TRampComponent; data: TRampData }) {
  const [t, tc, tp, locale] = await Promise.all([getTranslations("ramp.component"), getTranslations("ramp.components"), getTranslations("ramp.pack"), getLocale()]);
  const red = data.redact;
  const none = t("none");
  const title = tc(`${component.key}.title`);
  const report = async (key: string) => {
    const r = data.reports[key];
    return r ? <RampReportTable table={r.table} caption={title} /> : <p className="text-sm text-slate-600">{t("reportMissing")}</p>;
  };
  const num = (v: number | null) => (v == null ? "—" : String(v));
  switch (component.key) {
    case "vision":
    case "mission":
      return (
        <div className="space-y-2">
          <Paragraphs html={red(component.key === "vision" ? data.vision : data.mission)} empty={none} />
          {data.subject.readOnly ? null : (
            <p className="text-sm">
              <Link href={component.sourcePath} className="text-brand-700 underline">
                {t("editProfile")}
              </Link>
            </p>
          )}
        </div>
      );
    case "reflection":
      return null;
    case "goals":
      return data.goals.length === 0 ? (
        <p className="text-sm text-slate-600">{none}</p>
      ) : (
        <ol className="list-decimal space-y-2 pl-6" data-testid="ramp-goals">
          {data.goals.map((g) => (
            <li key={g.id}>
              {g.sentence}
              {g.ctg ? <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">{t("ctgLabel")}</span> : null}
            </li>
          ))}
        </ol>
      );
    case "ctg": {
      const ctg = data.goals.filter((g) => g.ctg);
      return ctg.length === 0 ? (
        <p className="text-sm text-slate-600">{none}</p>
      ) : (
        <ul className="space-y-3">
          {ctg.map((g) => (
            <li key={g.id} className="space-y-1">
              <p>{g.sentence}</p>
              <p className="text-sm text-slate-600">{t("goalFigures", { baseline: num(g.baseline), target: num(g.targetValue), result: num(g.result) })}</p>
            </li>
          ))}
        </ul>
      );
    }
    case "adminConference": {
      const c = data.conference;
      return (
        <div className="space-y-4">
          <section className="space-y-1">
            <h3 className="font-semibold">{t("conferenceHeading")}</h3>
            {c ? (
              <ul className="space-y-1 text-sm">
                <li>{tp("conference.caseload", { value: num(c.caseload) })}</li>
                <li>{tp("conference.target", { value: c.directIndirectPct })}</li>
                <li>{tp("conference.principal", { value: red(c.principalName) || "—" })}</li>
                <li>{tp("conference.dates", { conference: c.conferenceDate ? formatDate(c.conferenceDate, locale) : "—", signed: c.signedDate ? formatDate(c.signedDate, locale) : "—" })}</li>
              </ul>
            ) : (
              <p className="text-sm text-slate-600">{none}</p>
            )}
          </section>
          {data.agreedGoals.length > 0 ? (
            <section className="space-y-1">
              <h3 className="font-semibold">{tp("conference.agreedGoals")}</h3>
              <ol className="list-decimal space-y-1 pl-6 text-sm">
                {data.agreedGoals.map((g) => (
                  <li key={g.id}>{g.sentence}</li>
                ))}
              </ol>
            </section>
          ) : null}
          <section className="space-y-1">
            <h3 className="font-semibold">{t("actualsHeading")}</h3>
            {await report("reportAdmin")}
          </section>
        </div>
      );
    }
    case "advisoryCouncil":
      return (
        <div className="space-y-4">
          <section>
            <h3 className="font-semibold">{t("membersHeading")}</h3>
            {data.advisory.members.length === 0 ? <p className="text-sm text-slate-600">{none}</p> : null}
            <ul className="list-disc pl-6 text-sm">
              {data.advisory.members.map((m) => (
                <li key={m.id}>{m.role === "student" ? t("studentMember") : `${red(m.name)} · ${tp(`advisory.roles.${m.role}`)}`}</li>
              ))}
            </ul>
          </section>
          <section className="space-y-2">
            <h3 className="font-semibold">{t("meetingsHeading")}</h3>
            {data.advisory.meetings.length === 0 ? <p className="text-sm text-slate-600">{none}</p> : null}
            {data.advisory.meetings.map((m) => (
              <div key={m.id} className="rounded-md border border-slate-200 p-3 text-sm">
                <p className="font-medium">{formatDate(m.date, locale, "long")}</p>
                <p className="mt-1 text-slate-600">{t("agenda")}</p>
                <Paragraphs html={red(m.agenda)} empty={none} />
                <p className="mt-1 text-slate-600">{t("minutes")}</p>
                <Paragraphs html={red(m.minutes)} empty={none} />
              </div>
            ))}
          </section>
        </div>
      );
    default:
      return component.reportKey ? await report(component.reportKey) : null;
  }
}
