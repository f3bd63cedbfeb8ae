import Link from "@/components/ui/app-link";
import { MaxLengthInput, inputClass } from "@/components/ui/form";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { AddGrant, GrantActions } from "@/components/grants/grant-admin";
import { guardArea } from "@/components/shell/forbidden";
import { buttonClass } from "@/components/ui/button";
import { STATES } from "@/db/seed/data/states";
import { requireActor } from "@/lib/auth/current-user";
import { mayEditHelp } from "@/lib/help-docs/access";
import { listGrants } from "@/lib/grants/queries";
import { amountText, daysLeft } from "@/lib/grants/rules";
import { ZGrantFilter } from "@/lib/grants/schemas";
import { centsToDollarsText } from "@/lib/billing/admin/money-text";
import { formatDate, formatMoney } from "@/lib/i18n/format";
import { titleMetadata } from "@/components/ui/page/metadata";
import type { TSearchParamsProps } from "@/lib/ui/search-params";
import { PageShell } from "@/components/ui/page/page-shell";

export const generateMetadata = titleMetadata("grants");

/** /app/grants: funding sources a counselor can apply to: open ones by deadline, by state; the administrator adds, edits and deletes them here. */
export default async function GrantsPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("grants");
  if (denied) return denied;
  const { user } = await requireActor();
  const sp = await searchParams;
  const one = (k: string) => (Array.isArray(sp[k]) ? sp[k][0] : sp[k]);
  const parsed = ZGrantFilter.safeParse({ state: one("state"), past: one("past"), q: one("q") });
  const filter = parsed.success ? parsed.data : { state: null, past: false, q: "" };
  const today = new Date().toISOString().slice(0, 10);
  const locale = await getLocale();
  const [t, rows] = await Promise.all([getTranslations("grants"), listGrants(await getDb(), filter, today)]);
  const admin = mayEditHelp(user);
  const words = { upTo: (v: string) => t("upTo", { amount: v }), from: (v: string) => t("from", { amount: v }) };
  const lang = locale.slice(0, 2);
  const stateName = new Map(STATES.map((s) => [s.code, s.name]));
  return (
    <PageShell width="5xl" title={t("title")} intro={t("intro")} actions={admin ? <AddGrant /> : null}>
      <form method="get" action="/app/grants" role="search" aria-label={t("filter")} className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor="grant-q" className="block text-sm font-medium text-slate-700">
            {t("q")}
          </label>
          <MaxLengthInput id="grant-q" name="q" type="search" defaultValue={filter.q} maxLength={100} className={`${inputClass} w-56`} />
        </div>
        <div className="space-y-1">
          <label htmlFor="grant-state" className="block text-sm font-medium text-slate-700">
            {t("state")}
          </label>
          <select id="grant-state" name="state" defaultValue={filter.state ?? ""} className={`${inputClass} w-56`}>
            <option value="">{t("allStates")}</option>
            {STATES.filter((s) => s.code.length === 2).map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-2 pb-2">
          <input id="grant-past" name="past" type="checkbox" value="1" defaultChecked={filter.past} className="h-4 w-4 accent-brand-600" />
          <label htmlFor="grant-past" className="text-sm text-slate-700">
            {t("showPast")}
          </label>
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("apply")}
        </button>
        {filter.q || filter.state || filter.past ? (
          <Link href="/app/grants" className="pb-2 text-sm text-brand-700 underline">
            {t("clear")}
          </Link>
        ) : null}
      </form>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t("count", { count: rows.length })}
      </p>
      {rows.length === 0 ? (
        <p className="text-slate-700">{t("empty")}</p>
      ) : (
        <ul className="space-y-3">
          {rows.map((g) => {
            const left = daysLeft(g.deadline, today);
            const description = (lang === "it" ? g.descriptionIt : lang === "de" ? g.descriptionDe : "") || g.descriptionEn;
            const amount = amountText(g.amountMinCents, g.amountMaxCents, (cents) => formatMoney(cents, locale), words);
            return (
              <li key={g.id} className="rounded-lg border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="space-y-1">
                    <h2 className="text-lg font-semibold">{g.name}</h2>
                    <p className="text-sm text-slate-700">{t("by", { funder: g.funder })}</p>
                  </div>
                  {admin ? (
                    <GrantActions
                      id={g.id}
                      name={g.name}
                      initial={{
                        name: g.name,
                        funder: g.funder,
                        amountMin: g.amountMinCents === null ? "" : centsToDollarsText(g.amountMinCents),
                        amountMax: g.amountMaxCents === null ? "" : centsToDollarsText(g.amountMaxCents),
                        deadline: g.deadline ?? "",
                        states: g.states.join(", "),
                        url: g.url,
                        descriptionEn: g.descriptionEn,
                        descriptionIt: g.descriptionIt,
                        descriptionDe: g.descriptionDe,
                      }}
                    />
                  ) : null}
                </div>
                <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
                  <div>
                    <dt className="text-slate-600">{t("fields.amount")}</dt>
                    <dd className="font-medium">{amount ?? t("varies")}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{t("fields.deadline")}</dt>
                    <dd className="font-medium">
                      {g.deadline ? formatDate(g.deadline, locale, "medium") : t("rolling")}
                      {left !== null ? (
                        <span className={`ml-2 text-xs ${left < 0 ? "text-slate-600" : left <= 14 ? "text-amber-800" : "text-slate-600"}`}>
                          {left < 0 ? t("closed") : t("daysLeft", { count: left })}
                        </span>
                      ) : null}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{t("fields.states")}</dt>
                    <dd className="font-medium">{g.states.length ? g.states.map((s) => stateName.get(s) ?? s).join(", ") : t("national")}</dd>
                  </div>
                </dl>
                {description ? <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{description}</p> : null}
                <p className="mt-2 text-sm">
                  <a href={g.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                    {t("visit", { name: g.name })}
                  </a>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </PageShell>
  );
}
