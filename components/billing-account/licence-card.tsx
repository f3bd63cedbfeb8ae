import { getLocale, getTranslations } from "next-intl/server";
import type { TUserRow } from "@/db/schema";
import { ADDON_PRODUCTS, type TAddonProduct } from "@/lib/billing/schemas";
import { isMultiQuantityRole } from "@/lib/billing/pricing";
import { formatDate } from "@/lib/i18n/format";
import { daysUntilExpire } from "@/lib/users/rules";
import { SeatLink } from "@/components/seats/seat-link";

/** Which user column holds each add-on of the price book. */
const ADDON_COLUMN: Record<TAddonProduct, keyof TUserRow> = {
  outlookCal: "outlookCal",
  googleCal: "googleCal",
  appointment: "appointment",
  assessment: "assessment",
  survey: "survey",
  intership: "intership",
  sms: "sms",
  ib: "ib",
  rampAddon: "rampAddon",
  university: "universityAddon",
};

/** The plan shown on the card: Trial (AppID 0), SW (isSW), PRO (AppID 1) or MAX (AppID 2). */
export function planOf(user: Pick<TUserRow, "appId" | "isSw">): "trial" | "SW" | "PRO" | "MAX" {
  if (user.appId === 0) return "trial";
  if (user.isSw) return "SW";
  return user.appId === 1 ? "PRO" : "MAX";
}

export function heldAddons(user: TUserRow): TAddonProduct[] {
  return ADDON_PRODUCTS.filter((p) => user[ADDON_COLUMN[p]] === true);
}

/** The current licence: plan, expiry with days left, add-ons held, and a manager's seats. */
export async function LicenceCard({ user, now, showHolder }: { user: TUserRow; now: Date; showHolder: boolean }) {
  const t = await getTranslations("billing.account");
  const plan = planOf(user);
  const days = daysUntilExpire(user.expires, user.timezone, now);
  const addons = heldAddons(user);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  return (
    <section aria-labelledby="licence-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="licence-heading" className="mb-4 text-lg font-semibold">
        {t("licence.heading")}
      </h2>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        {showHolder ? (
          <div>
            <dt className="font-medium text-slate-600">{t("licence.holder")}</dt>
            <dd className="mt-1 text-slate-900">
              {name} <span className="text-slate-500">({user.username})</span>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="font-medium text-slate-600">{t("licence.plan")}</dt>
          <dd className="mt-1">
            <span className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${plan === "trial" ? "bg-amber-100 text-amber-900" : "bg-brand-50 text-brand-800"}`}>
              {plan === "trial" ? t("licence.trial") : plan}
            </span>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t("licence.expires")}</dt>
          <dd className="mt-1 text-slate-900">
            <span className="font-semibold">{formatDate(user.expires, await getLocale())}</span>{" "}
            <span className={days < 0 ? "font-medium text-red-700" : days < 30 ? "font-medium text-amber-800" : "text-slate-600"}>
              ({days < 0 ? t("licence.expiredAgo", { days: -days }) : t("licence.daysLeft", { days })})
            </span>
          </dd>
        </div>
        {isMultiQuantityRole(user.roleId) ? (
          <div>
            <dt className="font-medium text-slate-600">{t("licence.seats")}</dt>
            <dd className="mt-1 text-slate-900">
              {t("licence.seatsValue", { count: user.licenses })}
              {showHolder ? null : <SeatLink user={user} />}
            </dd>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <dt className="font-medium text-slate-600">{t("licence.addons")}</dt>
          <dd className="mt-1">
            {addons.length === 0 ? (
              <span className="text-slate-600">{t("licence.noAddons")}</span>
            ) : (
              <ul className="flex flex-wrap gap-2" aria-label={t("licence.addons")}>
                {addons.map((a) => (
                  <li key={a} className="rounded-full border border-emerald-300 bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-900">
                    {t(`addons.${a}`)}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
