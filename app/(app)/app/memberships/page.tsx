import { getLocale, getTranslations } from "next-intl/server";
import { scopeOf } from "@/lib/auth/permissions";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { RequestButtons, RevokeButton } from "@/components/memberships/decision-buttons";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { TableScroll } from "@/components/ui/table-scroll";
import { requireActor } from "@/lib/auth/current-user";
import { formatInstantDate } from "@/lib/i18n/format";
import { activeDistricts, activeMembers, districtsWithMemberships, pendingRequests, type TMembershipView } from "@/lib/memberships/queries";
import { safeTimeZone } from "@/lib/users/rules";

export async function generateMetadata() {
  return { title: (await getTranslations("memberships.page"))("title") };
}

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

// /app/memberships: the requests to join a district waiting for its managers and directors, with
// Approve / Refuse, and the district's active members with End membership. The administrator sees
// every district's, and may narrow the list to one district.
export default async function MembershipsPage({ searchParams }: TProps) {
  const denied = await guardArea("memberships");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("memberships.page");
  const locale = await getLocale();
  const zone = safeTimeZone(user.timezone);
  const db = await getDb();
  // Who reads every district's memberships (the administrator) is the access table's "all" scope.
  const isAdmin = scopeOf(user, "membership.read") === "all";
  const asked = one((await searchParams).leaid);
  const leaid = isAdmin && /^\d{7}$/.test(asked) ? asked : null;
  const [pending, members, districts, mine] = await Promise.all([
    pendingRequests(db, user, { leaid }),
    activeMembers(db, user, { leaid, limit: isAdmin && !leaid ? 200 : 1000 }),
    isAdmin ? districtsWithMemberships(db) : Promise.resolve([]),
    isAdmin ? Promise.resolve(null) : activeDistricts(db, user.id),
  ]);
  const nameOf = (m: TMembershipView) => `${m.firstName} ${m.lastName}`.trim() || m.email;
  const placeOf = (m: TMembershipView) =>
    m.state && !m.leaid ? m.state : m.schoolName ? t("placeInDistrict", { school: m.schoolName, district: m.districtName ?? m.leaid ?? "" }) : (m.districtName ?? m.leaid ?? "");
  const date = (d: Date) => formatInstantDate(d, locale, zone);
  return (
    <section className="space-y-6">
      <header className="max-w-3xl space-y-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-slate-700">{isAdmin ? t("introAdmin") : t("intro")}</p>
        {mine && mine.length === 0 ? <p className="text-sm text-amber-800">{t("noDistrict")}</p> : null}
      </header>
      {isAdmin ? (
        <form method="get" className="flex flex-wrap items-end gap-3">
          <div className="space-y-1">
            <label htmlFor="membership-district" className="block text-sm font-medium text-slate-700">
              {t("filterLabel")}
            </label>
            <select id="membership-district" name="leaid" defaultValue={leaid ?? ""} className={inputClass}>
              <option value="">{t("filterAll")}</option>
              {districts.map((d) => (
                <option key={d.leaid} value={d.leaid}>{`${d.name} (${d.state}) · ${d.leaid}`}</option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass("secondary")}>
            {t("filterSubmit")}
          </button>
        </form>
      ) : null}
      <section aria-labelledby="pending-title" className="space-y-3">
        <h2 id="pending-title" className="text-lg font-semibold">
          {t("pendingTitle")}
        </h2>
        {pending.length === 0 ? (
          <p className="rounded-md border border-slate-200 bg-white p-4 text-sm">{t("pendingEmpty")}</p>
        ) : (
          <TableScroll>
            <table className="min-w-full text-left text-sm" data-testid="membership-requests">
              <caption className="sr-only">{t("pendingTitle")}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">{t("name")}</th>
                  <th scope="col" className="px-3 py-2">{t("email")}</th>
                  <th scope="col" className="px-3 py-2">{t("placeAsked")}</th>
                  <th scope="col" className="px-3 py-2">{t("asked")}</th>
                  <th scope="col" className="px-3 py-2">{t("actions")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {pending.map((m) => (
                  <tr key={m.id} data-membership-id={m.id}>
                    <th scope="row" className="px-3 py-2 font-medium">{nameOf(m)}</th>
                    <td className="break-all px-3 py-2">{m.email}</td>
                    <td className="px-3 py-2">{placeOf(m)}</td>
                    <td className="whitespace-nowrap px-3 py-2">{date(m.requestedAt)}</td>
                    <td className="px-3 py-2">
                      <RequestButtons id={m.id} name={nameOf(m)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
      <section aria-labelledby="members-title" className="space-y-3">
        <h2 id="members-title" className="text-lg font-semibold">
          {t("membersTitle")}
        </h2>
        {members.length === 0 ? (
          <p className="rounded-md border border-slate-200 bg-white p-4 text-sm">{t("membersEmpty")}</p>
        ) : (
          <TableScroll>
            <table className="min-w-full text-left text-sm" data-testid="membership-members">
              <caption className="sr-only">{t("membersTitle")}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">{t("name")}</th>
                  <th scope="col" className="px-3 py-2">{t("email")}</th>
                  <th scope="col" className="px-3 py-2">{t("place")}</th>
                  <th scope="col" className="px-3 py-2">{t("since")}</th>
                  <th scope="col" className="px-3 py-2">{t("actions")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {members.map((m) => (
                  <tr key={m.id} data-membership-id={m.id}>
                    <th scope="row" className="px-3 py-2 font-medium">{nameOf(m)}</th>
                    <td className="break-all px-3 py-2">{m.email}</td>
                    <td className="px-3 py-2">{placeOf(m)}</td>
                    <td className="whitespace-nowrap px-3 py-2">{date(m.decidedAt ?? m.requestedAt)}</td>
                    <td className="px-3 py-2">{m.userId === user.id ? null : <RevokeButton id={m.id} name={nameOf(m)} place={placeOf(m)} />}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </section>
  );
}
