import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { isLocale } from "@/lib/i18n/locales";
import { findPromo, listPromos } from "@/lib/signup/promos";
import { ZPromoQuery } from "@/lib/signup/schemas";
import { todayIn } from "@/lib/users/rules";
import { firstParam } from "@/lib/ui/search-params";

// Per visit: it reads the query string and the promotions an administrator may have changed.
export const dynamic = "force-dynamic";

export async function generateMetadata() {
  const t = await getTranslations("promoSettingsPage");
  return { title: t("title"), description: t("intro") };
}

/**
 * /promoSettings, a public route: the current promotion settings that
 * GET /home/getPromoSettings?dialogType&urlName returns — its label and note — for the promotion
 * the query names, or every current promotion when it names none.
 */
export default async function PromoSettingsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations("promoSettingsPage");
  const raw = await searchParams;
  const query = ZPromoQuery.safeParse({ dialogType: firstParam(raw.dialogType), urlName: firstParam(raw.urlName) });
  const locale = await getLocale();
  const ctx = { today: todayIn("America/New_York", new Date()), locale: isLocale(locale) ? locale : ("en" as const) };
  const db = await getDb();
  const named = query.success && (query.data.urlName || query.data.dialogType);
  const promos = named ? [await findPromo(db, query.data, ctx)].filter((p) => p !== null) : await listPromos(db, ctx);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold text-slate-900">{t("title")}</h1>
        <p className="text-slate-700">{t("intro")}</p>
      </header>
      {promos.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-700">{t("none")}</p>
      ) : (
        <ul className="space-y-4">
          {promos.map((p) => (
            <li key={p.urlName} className="space-y-1 rounded-lg border border-slate-200 bg-white p-4" data-promo={p.urlName}>
              <h2 className="text-lg font-semibold text-slate-900">{p.promoLabel}</h2>
              {p.promoNote ? <p className="text-sm text-slate-700">{p.promoNote}</p> : null}
              <p className="text-xs text-slate-500">
                {t("urlName")}{" "}
                <Link href={`/promo/${encodeURIComponent(p.urlName)}`} className="font-mono text-brand-700 underline">
                  /promo/{p.urlName}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
      {named ? (
        <p className="text-sm">
          <Link href="/promoSettings" className="text-brand-700 underline">
            {t("all")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
