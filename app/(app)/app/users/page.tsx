import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { TableScroll } from "@/components/ui/table-scroll";
import { MaxLengthInput } from "@/components/ui/max-length-field";
import { requireActor } from "@/lib/auth/current-user";
import { ROLE_IDS, roleKey } from "@/lib/auth/roles";
import { listUsers, listUserStates, visibilityOf } from "@/lib/admin-users/queries";
import { EDITIONS, EXPIRY_FILTERS, USERS_PAGE_SIZES, parseUserListFilter, type TUserListFilter, type TUserSort } from "@/lib/admin-users/schemas";
import { formatDate, formatInstantDate } from "@/lib/i18n/format";
import { safeTimeZone } from "@/lib/users/rules";
import { SeatButton } from "@/components/seats/seat-button";
import { SeatSummary } from "@/components/seats/seat-summary";
import { seatColumnOf } from "@/lib/seats/users-list";

export async function generateMetadata() {
  return { title: (await getTranslations("adminUsers"))("title") };
}

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
  // Issue 16: a manager assigns the seats they bought to the counselors they manage.
  const seats = await seatColumnOf(db, user, rows);
  const ts = await getTranslations("seats");
  const filtered = Boolean(filter.q || filter.role !== null || filter.app !== null || filter.state || filter.active || filter.expiry);
  const sortHeader = (key: TUserSort, label: string) => {
    const current = filter.sort === key;
    const dir = current && filter.dir === "asc" ? "desc" : "asc";
    return (
      <th scope="col" className="px-3 py-2" aria-sort={current ? (filter.dir === "asc" ? "ascending" : "descending") : undefined}>
        <Link href={query(filter, { sort: key, dir, page: 1 })} className="underline-offset-2 hover:underline">
          {label}
          {current ? <span aria-hidden="true">{filter.dir === "asc" ? " ▲" : " ▼"}</span> : null}
          <span className="sr-only">{t("sortBy", { column: label })}</span>
        </Link>
      </th>
    );
  };
  const select = (id: string, name: string, label: string, value: string, options: { value: string; label: string }[]) => (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={inputClass}>
        <option value="">{t("all")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
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
      <form role="search" method="get" className="flex flex-wrap items-end gap-2">
        <div className="min-w-56 flex-1 space-y-1 sm:max-w-xs">
          <label htmlFor="users-q" className="block text-sm font-medium text-slate-700">
            {t("search")}
          </label>
          <MaxLengthInput id="users-q" name="q" type="search" defaultValue={filter.q} maxLength={100} aria-describedby="users-q-hint" className={inputClass} />
          <p id="users-q-hint" className="text-xs text-slate-500">
            {t("searchHint")}
          </p>
        </div>
        {select("users-role", "role", t("role"), filter.role === null ? "" : String(filter.role), ROLE_IDS.filter((r) => r !== 0).map((r) => ({ value: String(r), label: tr(roleKey(r)) })))}
        {select("users-app", "app", t("edition"), filter.app === null ? "" : String(filter.app), EDITIONS.map((a) => ({ value: String(a), label: t(`editions.${a}`) })))}
        {select("users-state", "state", t("state"), filter.state ?? "", states.map((s) => ({ value: s, label: s })))}
        {select("users-active", "active", t("active"), filter.active ?? "", [
          { value: "yes", label: t("activeYes") },
          { value: "no", label: t("activeNo") },
        ])}
        {select("users-expiry", "expiry", t("expiry"), filter.expiry ?? "", EXPIRY_FILTERS.map((e) => ({ value: e, label: t(`expiries.${e}`) })))}
        <div className="space-y-1">
          <label htmlFor="users-size" className="block text-sm font-medium text-slate-700">
            {t("pageSize")}
          </label>
          <select id="users-size" name="size" defaultValue={String(filter.size)} className={inputClass}>
            {USERS_PAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <input type="hidden" name="sort" value={filter.sort} />
        <input type="hidden" name="dir" value={filter.dir} />
        <div className="flex gap-2">
          <button type="submit" className={buttonClass("secondary")}>
            {t("filter")}
          </button>
          {filtered ? (
            <Link href="/app/users" className={buttonClass("ghost")}>
              {t("clear")}
            </Link>
          ) : null}
        </div>
      </form>
      {rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm">{filtered ? t("noMatch") : t("empty")}</p>
      ) : (
        <TableScroll>
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {sortHeader("name", t("name"))}
                {sortHeader("username", t("username"))}
                {sortHeader("email", t("email"))}
                {sortHeader("role", t("role"))}
                <th scope="col" className="px-3 py-2">{t("edition")}</th>
                <th scope="col" className="px-3 py-2">{t("state")}</th>
                <th scope="col" className="px-3 py-2">{t("active")}</th>
                {sortHeader("expires", t("expires"))}
                {sortHeader("created", t("created"))}
                {sortHeader("lastLogin", t("lastLogin"))}
                {seats ? <th scope="col" className="px-3 py-2">{ts("column")}</th> : null}
                {admin ? <th scope="col" className="px-3 py-2">{t("actions")}</th> : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((u) => (
                <tr key={u.id} data-user-id={u.id}>
                  <th scope="row" className="px-3 py-2 font-medium">
                    {`${u.firstName} ${u.lastName}`.trim() || u.username}
                    {u.schoolName ? <span className="block text-xs font-normal text-slate-600">{u.schoolName}</span> : null}
                  </th>
                  <td className="px-3 py-2">{u.username}</td>
                  <td className="px-3 py-2">
                    <a href={`mailto:${u.email}`} className="break-all text-brand-700 underline">
                      {u.email}
                    </a>
                  </td>
                  <td className="px-3 py-2">{tr(roleKey(u.roleId))}</td>
                  <td className="px-3 py-2">{t(`editions.${(EDITIONS as readonly number[]).includes(u.appId) ? u.appId : 0}`)}</td>
                  <td className="px-3 py-2">{u.state}</td>
                  <td className="px-3 py-2">{u.active ? t("activeYes") : t("activeNo")}</td>
                  <td className="whitespace-nowrap px-3 py-2">{formatDate(u.expires, locale)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{formatInstantDate(u.createdAt, locale, zone)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{u.lastLoginAt ? formatInstantDate(u.lastLoginAt, locale, zone) : t("never")}</td>
                  {seats ? (
                    <td className="whitespace-nowrap px-3 py-2">
                      {seats.state(u.id) === "mine" ? (
                        <SeatButton userId={u.id} name={`${u.firstName} ${u.lastName}`.trim() || u.username} assigned />
                      ) : seats.state(u.id) === "free" ? (
                        <SeatButton userId={u.id} name={`${u.firstName} ${u.lastName}`.trim() || u.username} assigned={false} disabled={seats.summary.assigned >= seats.summary.owned} />
                      ) : seats.state(u.id) === "other" ? (
                        <span className="text-slate-600">{ts("heldElsewhere")}</span>
                      ) : null}
                    </td>
                  ) : null}
                  {admin ? (
                    <td className="px-3 py-2">
                      <Link href={`/app/admin/users/${u.id}`} className={buttonClass("secondary")} aria-label={t("openUser", { name: `${u.firstName} ${u.lastName}`.trim() || u.username })}>
                        {t("open")}
                      </Link>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {pages > 1 ? (
        <nav aria-label={t("pages")} className="flex gap-3 text-sm">
          {page > 1 ? <Link href={query(filter, { page: page - 1 })}>{t("previous")}</Link> : null}
          <span>{t("pageOf", { page, pages })}</span>
          {page < pages ? <Link href={query(filter, { page: page + 1 })}>{t("next")}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
