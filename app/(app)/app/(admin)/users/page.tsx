import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, ListFilters, type TColumn } from "@/components/ui/data-table";
import { guardArea } from "@/components/shell/forbidden";
import { buttonClass } from "@/components/ui/button";
import { requireActor } from "@/lib/auth/current-user";
import { ROLE_IDS, roleKey } from "@/lib/auth/roles";
import { listUsers, listUserStates, visibilityOf } from "@/lib/admin-users/queries";
import { EDITIONS, EXPIRY_FILTERS, USERS_PAGE_SIZES, parseUserListFilter, type TUserListFilter, type TUserSort } from "@/lib/admin-users/schemas";
import { formatDate, formatInstantDate } from "@/lib/i18n/format";
import { safeTimeZone } from "@/lib/users/rules";
import { SeatButton } from "@/components/seats/seat-button";
import { SeatSummary } from "@/components/seats/seat-summary";
import { seatColumnOf } from "@/lib/seats/users-list";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("adminUsers");

function query(filter: TUserListFilter, patch: Partial<TUserListFilter>): string {
  const f = { ...filter, ...patch };
  const q = new URLSearchParams();
  if (f.q) q.set("q", f.q);
  if (f.role !== null) q.set("role", String(f.role));
  if (f.app !== null) q.set("app", String(f.app));
  if (f.state) q.set("state", f.state);
  if (f.active) q.set("active", f.active);
  if (f.expiry) q.set("expiry", f.expiry);
  if (f.sort !== "name") q.set("sort", f.sort);
  if (f.dir !== "asc") q.set("dir", f.dir);
  if (f.size !== 25) q.set("size", String(f.size));
  if (f.page !== 1) q.set("page", String(f.page));
  const s = q.toString();
  return s ? `?${s}` : "?";
}

/** /app/users: the users list. Admins see every user; managers, directors and state managers the users they manage (read only). */
export default async function UsersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const denied = await guardArea("users");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("adminUsers");
  const tr = await getTranslations();
  const filter = parseUserListFilter(await searchParams);
  const db = await getDb();
  const [{ rows, total, pages, page }, states] = await Promise.all([listUsers(db, user, filter, new Date()), listUserStates(db, user)]);
  const locale = await getLocale();
  const zone = safeTimeZone(user.timezone);
  const admin = visibilityOf(user) === "all";
  // A manager assigns the seats they bought to the counselors they manage.
  const seats = await seatColumnOf(db, user, rows);
  const ts = await getTranslations("seats");
  const filtered = Boolean(filter.q || filter.role !== null || filter.app !== null || filter.state || filter.active || filter.expiry);
  const all = { value: "", label: t("all") };
  const nameOf = (u: (typeof rows)[number]) => `${u.firstName} ${u.lastName}`.trim() || u.username;
  const columns: TColumn<(typeof rows)[number]>[] = [
    {
      id: "name",
      header: t("name"),
      sortable: true,
      rowHeader: true,
      cell: (u) => (
        <>
          {nameOf(u)}
          {u.schoolName ? <span className="block text-xs font-normal text-slate-600">{u.schoolName}</span> : null}
        </>
      ),
    },
    { id: "username", header: t("username"), sortable: true, cell: (u) => u.username },
    {
      id: "email",
      header: t("email"),
      sortable: true,
      cell: (u) => (
        <a href={`mailto:${u.email}`} className="break-all text-brand-700 underline">
          {u.email}
        </a>
      ),
    },
    { id: "role", header: t("role"), sortable: true, cell: (u) => tr(roleKey(u.roleId)) },
    { id: "edition", header: t("edition"), cell: (u) => t(`editions.${(EDITIONS as readonly number[]).includes(u.appId) ? u.appId : 0}`) },
    { id: "state", header: t("state"), cell: (u) => u.state },
    { id: "active", header: t("active"), cell: (u) => (u.active ? t("activeYes") : t("activeNo")) },
    { id: "expires", header: t("expires"), sortable: true, className: "whitespace-nowrap", cell: (u) => formatDate(u.expires, locale) },
    { id: "created", header: t("created"), sortable: true, className: "whitespace-nowrap", cell: (u) => formatInstantDate(u.createdAt, locale, zone) },
    { id: "lastLogin", header: t("lastLogin"), sortable: true, className: "whitespace-nowrap", cell: (u) => (u.lastLoginAt ? formatInstantDate(u.lastLoginAt, locale, zone) : t("never")) },
    ...(seats
      ? [
          {
            id: "seat",
            header: ts("column"),
            className: "whitespace-nowrap",
            cell: (u: (typeof rows)[number]) =>
              seats.state(u.id) === "mine" ? (
                <SeatButton userId={u.id} name={nameOf(u)} assigned />
              ) : seats.state(u.id) === "free" ? (
                <SeatButton userId={u.id} name={nameOf(u)} assigned={false} disabled={seats.summary.assigned >= seats.summary.owned} />
              ) : seats.state(u.id) === "other" ? (
                <span className="text-slate-600">{ts("heldElsewhere")}</span>
              ) : null,
          },
        ]
      : []),
    ...(admin
      ? [
          {
            id: "open",
            header: t("actions"),
            cell: (u: (typeof rows)[number]) => (
              <Link href={`/app/admin/users/${u.id}`} className={buttonClass("secondary")} aria-label={t("openUser", { name: nameOf(u) })}>
                {t("open")}
              </Link>
            ),
          },
        ]
      : []),
  ];
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        {admin ? (
          <Link href="/app/users/new" className={buttonClass("primary")}>
            {t("newUser")}
          </Link>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">{admin ? t("introAll", { total }) : t("introManaged", { total })}</p>
      {seats ? <SeatSummary {...seats.summary} /> : null}
      <ListFilters
        base="/app/users"
        idPrefix="users"
        submitLabel={t("filter")}
        clearLabel={t("clear")}
        filtered={filtered}
        keep={{ sort: filter.sort, dir: filter.dir }}
        fields={[
          { kind: "search", name: "q", label: t("search"), value: filter.q, hint: t("searchHint"), width: "sm:w-72" },
          {
            kind: "select",
            name: "role",
            label: t("role"),
            value: filter.role === null ? "" : String(filter.role),
            options: [all, ...ROLE_IDS.filter((r) => r !== 0).map((r) => ({ value: String(r), label: tr(roleKey(r)) }))],
          },
          {
            kind: "select",
            name: "app",
            label: t("edition"),
            value: filter.app === null ? "" : String(filter.app),
            options: [all, ...EDITIONS.map((a) => ({ value: String(a), label: t(`editions.${a}`) }))],
          },
          { kind: "select", name: "state", label: t("state"), value: filter.state, options: [all, ...states.map((s) => ({ value: s, label: s }))] },
          { kind: "select", name: "active", label: t("active"), value: filter.active, options: [all, { value: "yes", label: t("activeYes") }, { value: "no", label: t("activeNo") }] },
          { kind: "select", name: "expiry", label: t("expiry"), value: filter.expiry, options: [all, ...EXPIRY_FILTERS.map((e) => ({ value: e, label: t(`expiries.${e}`) }))] },
          { kind: "select", name: "size", label: t("pageSize"), value: String(filter.size), options: USERS_PAGE_SIZES.map((s) => ({ value: String(s), label: String(s) })) },
        ]}
      />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(u) => u.id}
        rowProps={(u) => ({ "data-user-id": u.id })}
        caption={t("caption")}
        empty={filtered ? t("noMatch") : t("empty")}
        sort={{ current: { by: filter.sort, desc: filter.dir === "desc" }, href: (s) => query(filter, { sort: s.by as TUserSort, dir: s.desc ? "desc" : "asc", page: 1 }) }}
        pager={{ page, pages, label: t("pages"), href: (p) => query(filter, { page: p }) }}
      />
    </section>
  );
}
