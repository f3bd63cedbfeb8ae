import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { hasUsersDropdown } from "@/lib/auth/roles";
import { listManagedUsers } from "@/lib/users/queries";
import { needsAdminContact } from "@/lib/users/current-user";
import { daysUntilExpire } from "@/lib/users/rules";
import { navFor } from "@/lib/shell/nav";
import { formatDisplayDate } from "@/lib/i18n/format";

export async function generateMetadata() {
  return { title: (await getTranslations("nav.items"))("dashboard") };
}

export default async function DashboardPage() {
  const { user } = await requireActor();
  const t = await getTranslations("dashboard");
  const tn = await getTranslations("nav.items");
  const days = daysUntilExpire(user.expires, user.timezone, new Date());
  const managed = hasUsersDropdown(user.roleId, user.specialUser) ? await listManagedUsers(await getDb(), user, { page: 1, perPage: 8 }) : null;
  const links = navFor(user.roleId).filter((i) => i.key !== "dashboard" && i.section !== "admin");
  const edition = user.appId === 0 ? t("editionTrial") : user.appId === 1 ? "PRO" : "MAX";

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t("welcome", { name: user.firstName || user.username })}</h1>
      {needsAdminContact(user) ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t("contactAdmin")}
        </p>
      ) : null}
      <section aria-labelledby="licence-title" className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="licence-title" className="text-lg font-semibold">
          {t("licenceTitle")}
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-xs uppercase text-slate-500">{t("edition")}</dt>
            <dd className="text-lg font-semibold">{edition}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-slate-500">{t("expires")}</dt>
            <dd className="text-lg font-semibold">{formatDisplayDate(user.expires)}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-slate-500">{t("daysLeft")}</dt>
            <dd className={`text-lg font-semibold ${days < 30 ? "text-amber-700" : ""}`}>{Math.max(days, 0)}</dd>
          </div>
        </dl>
        {days < 30 ? (
          <p className="mt-3 text-sm">
            <Link className="font-medium text-brand-700 underline" href="/app/user/billing">
              {t("renew")}
            </Link>
          </p>
        ) : null}
      </section>
      {managed ? (
        <section aria-labelledby="managed-title" className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 id="managed-title" className="text-lg font-semibold">
            {t("managedTitle", { count: managed.total })}
          </h2>
          {managed.data.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t("managedNone")}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {managed.data.map((u) => (
                <li key={u.id} className="flex justify-between py-2 text-sm">
                  <span>
                    {u.first_name} {u.last_name}
                  </span>
                  <span className="text-slate-500">{u.username}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <section aria-labelledby="areas-title">
        <h2 id="areas-title" className="mb-3 text-lg font-semibold">
          {t("areas")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {links.map((l) => (
            <li key={l.key}>
              <Link href={l.href} className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600">
                <span className="font-medium">{tn(l.key)}</span>
                <span className="mt-1 block text-sm text-slate-600">{t(`areaHints.${l.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
