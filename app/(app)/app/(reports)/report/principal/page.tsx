import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/http/errors";
import type { TReportT } from "@/lib/reports/format";
import { mayOpenPrincipal, PRINCIPAL_PERIODS, principalReport } from "@/lib/reports/principal/data";
import { PRINCIPAL_ACTION_LABELS, ZPrincipalQuery, type TPrincipalActionLabels } from "@/lib/reports/principal/schemas";
import { principalWords } from "@/lib/reports/principal/sentences";
import { PrintStyles } from "@/components/analysis/print-toolbar";
import { PrincipalActions } from "@/components/reports/principal/principal-actions";
import { PrincipalView } from "@/components/reports/principal/principal-view";
import { PrincipalContacts, type TContactLabels, type TContactRow } from "@/components/reports/principal/principal-contacts";
import { guardArea } from "@/components/shell/forbidden";
import { can } from "@/lib/auth/permissions";
import { formatInstantDate } from "@/lib/i18n/format";
import { confirmedPrincipalsOf, contactActor, listPrincipalContacts, namingSchools } from "@/lib/principal-contacts/queries";
import { mayNameAt } from "@/lib/principal-contacts/rules";
import { buttonClass } from "@/components/ui/button";
import { titleMetadata } from "@/components/ui/page/metadata";
import { type TSearchParamsProps, firstParam } from "@/lib/ui/search-params";

export const generateMetadata = titleMetadata("reports", "principal.title");

// The page prints on one Letter page: smaller type, the app's frame and the filters hidden.
const ONE_PAGE_CSS = `@media print { #main { font-size: 11px; } #main h1 { font-size: 18px; } #main h2 { font-size: 13px; margin-top: 4px; } #main .space-y-5 > * + *, #main .space-y-6 > * + * { margin-top: 8px !important; } }`;

// /app/report/principal: the principal's one-page report, for the counselor themselves
// or (M) one counselor of the team; a static segment, so it wins over /app/report/[type].
export default async function Page({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("report");
  if (denied) return denied;
  const { user } = await requireActor();
  if (!mayOpenPrincipal(user)) notFound();
  const search = await searchParams;
  const raw = Object.fromEntries(["period", "date", "user_id"].map((k) => [k, firstParam(search[k])]).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = ZPrincipalQuery.safeParse(raw);
  const errors = parsed.success ? [] : parsed.error.issues.map((i) => i.message);
  const query = parsed.success ? parsed.data : ZPrincipalQuery.parse({});
  const locale = await getLocale();
  const t = (await getTranslations("reports")) as unknown as TReportT;
  let data: Awaited<ReturnType<typeof principalReport>>;
  try {
    // The counselor's own page of their own report shows her exact counts; any other reader gets them under the small-cell rule.
    data = await principalReport(await getDb(), user, query, new Date(), locale, { onOwnScreen: true });
  } catch (e) {
    if (e instanceof AppError && (e.status === 404 || e.status === 403)) notFound();
    throw e;
  }
  const { members, ...report } = data;
  const words = principalWords(report, t, locale);
  // The e-mail's recipients (the sender, then each confirmed principal of their schools) and the
  // principals on file the reader sees; the server checks the recipient again when sending.
  const db = await getDb();
  const tc = await getTranslations("principalContacts.section");
  const now = new Date();
  const readsContacts = can(user, "principalContact.read");
  const [confirmed, who, schools] = await Promise.all([confirmedPrincipalsOf(db, user.id), contactActor(db, user), readsContacts ? namingSchools(db, user.id) : Promise.resolve([])]);
  const contacts = readsContacts ? await listPrincipalContacts(db, who) : [];
  const recipients = [{ email: user.email, label: t("principal.emailToMe", { email: user.email }) }];
  for (const p of confirmed) {
    if (!recipients.some((r) => r.email.toLowerCase() === p.email.toLowerCase()))
      recipients.push({ email: p.email, label: t("principal.emailToPrincipal", { name: p.name, school: p.schoolName, email: p.email }) });
  }
  const contactRows: TContactRow[] = contacts.map((c) => ({
    id: c.id,
    name: c.name,
    email: c.email,
    schoolName: c.schoolName,
    status: c.status === "confirmed" ? "confirmed" : "pending",
    addedBy: c.addedByName,
    until: c.tokenExpiresAt ? formatInstantDate(c.tokenExpiresAt, locale, user.timezone) : null,
    expired: c.status === "pending" && (!c.tokenExpiresAt || c.tokenExpiresAt.getTime() <= now.getTime()),
    mayResend: mayNameAt({ ...who, scope: can(user, "principalContact.write") ? who.scope : null }, c.ncessch),
  }));
  const placeholders = { email: "{email}", name: "{name}", date: "{date}" };
  const contactKeys: (keyof TContactLabels)[] = [
    "title",
    "intro",
    "none",
    "listLabel",
    "school",
    "name",
    "email",
    "add",
    "addTitle",
    "addHint",
    "send",
    "added",
    "pending",
    "pendingExpired",
    "confirmed",
    "addedBy",
    "resend",
    "resent",
    "remove",
    "removeTitle",
    "removeText",
    "removeConfirm",
    "removed",
    "noSchool",
    "cancel",
    "close",
  ];
  const contactLabels = Object.fromEntries(contactKeys.map((k) => [k, tc(k, placeholders)])) as TContactLabels;
  const selected = report.subject.isSelf ? undefined : report.subject.id;
  return (
    <div className="max-w-4xl space-y-6">
      <PrintStyles />
      <style>{ONE_PAGE_CSS}</style>
      <nav aria-label={t("breadcrumb")} data-print="hide" className="text-sm">
        <Link href="/app/reports" className="text-brand-700 underline">
          {t("back")}
        </Link>
      </nav>
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t("principal.title")}</h1>
        <p className="text-slate-700" data-print="hide">
          {t("principal.description")}
        </p>
        <p className="text-sm text-slate-600">{[report.school, report.subject.name, words.range].filter(Boolean).join(" · ")}</p>
      </header>
      <form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4" data-print="hide" aria-label={t("filters.title")}>
        <label className="flex flex-col text-sm">
          <span className="font-medium">{t("filters.period")}</span>
          <select name="period" defaultValue={report.period} className="mt-1 rounded-md border border-slate-300 px-2 py-1.5">
            {PRINCIPAL_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`periods.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          <span className="font-medium">{t("filters.date")}</span>
          <input type="date" name="date" defaultValue={query.date ?? report.range.from} className="mt-1 rounded-md border border-slate-300 px-2 py-1.5" />
        </label>
        {members.length > 0 ? (
          <label className="flex flex-col text-sm">
            <span className="font-medium">{t("filters.counselor")}</span>
            <select name="user_id" defaultValue={String(report.subject.id)} className="mt-1 rounded-md border border-slate-300 px-2 py-1.5">
              {report.subject.isSelf ? <option value="">{report.subject.name}</option> : null}
              {members.map((m) => (
                <option key={m.id} value={m.id}>
                  {`${m.lastName}, ${m.firstName}`.replace(/^, |, $/g, "") || m.username}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="submit" className={buttonClass("primary")}>
          {t("filters.show")}
        </button>
      </form>
      {errors.length > 0 ? (
        <ul role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      <PrincipalView report={report} words={words} t={t} locale={locale} />
      <PrincipalActions
        key={`${report.subject.id}-${report.range.from}-${report.period}`}
        query={{ period: report.period, date: query.date, user_id: selected }}
        initialRequest={words.request}
        recipients={recipients}
        noPrincipal={recipients.length === 1 ? t("principal.emailNoPrincipal") : null}
        labels={
          Object.fromEntries(
            PRINCIPAL_ACTION_LABELS.map((k) => [k, k === "emailSent" ? t("principal.emailSent", { to: "{to}" }) : k === "emailTo" ? t("principal.emailToChoice") : t(`principal.${k}`)]),
          ) as TPrincipalActionLabels
        }
      />
      {readsContacts ? <PrincipalContacts rows={contactRows} schools={schools} labels={contactLabels} /> : null}
    </div>
  );
}
