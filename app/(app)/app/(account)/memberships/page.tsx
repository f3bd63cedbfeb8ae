import { getLocale, getTranslations } from "next-intl/server";
import { scopeOf } from "@/lib/auth/permissions";
import { getDb } from "@/db/client";
import { DataTable, ListFilters, type TColumn } from "@/components/ui/data-table";
import { guardArea } from "@/components/shell/forbidden";
import { RequestButtons, RevokeButton } from "@/components/memberships/decision-buttons";
import { requireActor } from "@/lib/auth/current-user";
import { formatInstantDate } from "@/lib/i18n/format";
import { activeDistricts, activeMembers, districtsWithMemberships, pendingRequests, type TMembershipView } from "@/lib/memberships/queries";
import { safeTimeZone } from "@/lib/users/rules";
import { titleMetadata } from "@/components/ui/page/metadata";
import { type TSearchParamsProps, textParam } from "@/lib/ui/search-params";
import { PageSection } from "@/components/ui/page/page-section";

export const generateMetadata = titleMetadata("memberships.page");

// /app/memberships: the requests to join a district waiting for its managers and directors, with
// Approve / Refuse, and the district's active members with End membership. The administrator sees
// every district's, and may narrow the list to one district.
export default async function MembershipsPage({ searchParams }: TSearchParamsProps) {
  const denied = await guardArea("memberships");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("memberships.page");
  const locale = await getLocale();
  const zone = safeTimeZone(user.timezone);
  const db = await getDb();
  // Who reads every district's memberships (the administrator) is the access table's "all" scope.
  const isAdmin = scopeOf(user, "membership.read") === "all";
  const asked = textParam((await searchParams).leaid);
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
  // The two tables share their first columns: who, e-mail, the place (asked for, or held) and since when.
  const columns = (placeHeader: "placeAsked" | "place"): TColumn<TMembershipView>[] => [
    { id: "name", header: t("name"), rowHeader: true, cell: (m) => nameOf(m) },
    { id: "email", header: t("email"), className: "break-all", cell: (m) => m.email },
    { id: "place", header: t(placeHeader), cell: (m) => placeOf(m) },
    {
      id: "since",
      header: t(placeHeader === "place" ? "since" : "asked"),
      className: "whitespace-nowrap",
      cell: (m) => date(placeHeader === "place" ? (m.decidedAt ?? m.requestedAt) : m.requestedAt),
    },
  ];
  return (
    <section className="space-y-6">
      <header className="max-w-3xl space-y-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-slate-700">{isAdmin ? t("introAdmin") : t("intro")}</p>
        {mine && mine.length === 0 ? <p className="text-sm text-amber-800">{t("noDistrict")}</p> : null}
      </header>
      {isAdmin ? (
        <ListFilters
          base="/app/memberships"
          idPrefix="membership"
          label={t("filterLabel")}
          submitLabel={t("filterSubmit")}
          filtered={false}
          fields={[
            {
              kind: "select",
              name: "leaid",
              label: t("filterLabel"),
              value: leaid,
              options: [{ value: "", label: t("filterAll") }, ...districts.map((d) => ({ value: d.leaid, label: `${d.name} (${d.state}) · ${d.leaid}` }))],
            },
          ]}
        />
      ) : null}
      <PageSection id="pending-title" title={t("pendingTitle")} className="space-y-3">
        <DataTable
          columns={[...columns("placeAsked"), { id: "actions", header: t("actions"), cell: (m) => <RequestButtons id={m.id} name={nameOf(m)} /> }]}
          rows={pending}
          rowKey={(m) => m.id}
          rowProps={(m) => ({ "data-membership-id": m.id })}
          tableProps={{ "data-testid": "membership-requests" }}
          caption={t("pendingTitle")}
          empty={t("pendingEmpty")}
        />
      </PageSection>
      <PageSection id="members-title" title={t("membersTitle")} className="space-y-3">
        <DataTable
          columns={[...columns("place"), { id: "actions", header: t("actions"), cell: (m) => (m.userId === user.id ? null : <RevokeButton id={m.id} name={nameOf(m)} place={placeOf(m)} />) }]}
          rows={members}
          rowKey={(m) => m.id}
          rowProps={(m) => ({ "data-membership-id": m.id })}
          tableProps={{ "data-testid": "membership-members" }}
          caption={t("membersTitle")}
          empty={t("membersEmpty")}
        />
      </PageSection>
    </section>
  );
}
