import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { TableScroll } from "@/components/ui/table-scroll";
import { UserAccessActions } from "@/components/admin-user/user-access-actions";
import { UserAddonGrant, UserAddonRevoke } from "@/components/admin-user/user-addon-grant";
import { UserDetailsForm } from "@/components/admin-user/user-details-form";
import { userForAdmin } from "@/lib/account-admin/user-page";
import { ZUserId } from "@/lib/account-admin/user-schemas";
import { ADDON_KEYS } from "@/lib/addons/schemas";
import { emailLinksConfigured } from "@/lib/admin-users/link-base";
import { rolesList } from "@/lib/admin-users/roles";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { roleKey } from "@/lib/auth/roles";
import { formatDate, formatInstantDate } from "@/lib/i18n/format";
import { safeTimeZone, todayIn } from "@/lib/users/rules";

export async function generateMetadata() {
  return { title: (await getTranslations("adminUsers"))("title") };
}

const cell = "px-3 py-2";

/** /app/admin/users/{id}: one user for an administrator — account, role, edition, licence, access, school memberships, add-ons and the audit of changes. */
export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const denied = await guardArea("admin");
  if (denied) return denied;
  const { user: actor } = await requireActor();
  if (!can(actor, "user.admin.read")) return <Forbidden />;
  const parsed = ZUserId.safeParse((await params).id);
  if (!parsed.success) notFound();
  const db = await getDb();
  const data = await userForAdmin(db, actor, parsed.data).catch((e: { status?: number }) => {
    if (e?.status === 404) notFound();
    throw e;
  });
  const { user: u } = data;
  const t = await getTranslations("adminUsers.page");
  const tl = await getTranslations("adminUsers");
  const tr = await getTranslations();
  const tp = await getTranslations("billingAdmin.products");
  const locale = await getLocale();
  const zone = safeTimeZone(actor.timezone);
  const today = todayIn(zone, new Date());
  const name = `${u.firstName} ${u.lastName}`.trim() || u.username;
  const { roles } = await rolesList(actor);
  const writer = can(actor, "user.admin.write");
  const addonLabel = (k: string) => (tp.has(k) ? tp(k) : k);
  const edition = (a: number) => (tl.has(`editions.${a}`) ? tl(`editions.${a}`) : String(a));
  const auditLabel = (a: string) => (t.has(`auditActions.${a}`) ? t(`auditActions.${a}`) : a);
  const change = (before: unknown, after: unknown) => {
    if (!before || !after || typeof before !== "object" || typeof after !== "object") return after && typeof after === "object" ? JSON.stringify(after) : "";
    const b = before as Record<string, unknown>;
    const a = after as Record<string, unknown>;
    return Object.keys(a)
      .filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))
      .map((k) => `${k}: ${JSON.stringify(b[k])} → ${JSON.stringify(a[k])}`)
      .join("; ");
  };
  const grantState = (g: (typeof data.grants)[number]) => (g.revokedAt ? "revoked" : g.expiredAt || g.until < today ? "expired" : "running");

  return (
    <section className="space-y-8" aria-labelledby="user-title">
      <div className="space-y-1">
        <Link href="/app/users" className="text-sm text-brand-700 underline">
          {t("back")}
        </Link>
        <h1 id="user-title" className="text-2xl font-semibold break-words">
          {name}
        </h1>
      </div>

      <section aria-labelledby="user-account" className="space-y-3">
        <h2 id="user-account" className="text-lg font-semibold">
          {t("account")}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-slate-600">{t("username")}</dt>
          <dd className="break-all">{u.username}</dd>
          <dt className="font-medium text-slate-600">{t("email")}</dt>
          <dd className="break-all">
            <a href={`mailto:${u.email}`} className="text-brand-700 underline">
              {u.email}
            </a>
          </dd>
          <dt className="font-medium text-slate-600">{t("status")}</dt>
          <dd data-account-state={u.state}>{t(`states.${u.state}`)}</dd>
          <dt className="font-medium text-slate-600">{t("role")}</dt>
          <dd>{tr(roleKey(u.roleId))}</dd>
          <dt className="font-medium text-slate-600">{t("edition")}</dt>
          <dd>{edition(u.appId)}</dd>
          <dt className="font-medium text-slate-600">{t("expires")}</dt>
          <dd>{formatDate(u.expires, locale)}</dd>
          <dt className="font-medium text-slate-600">{t("created")}</dt>
          <dd>{formatInstantDate(u.createdAt, locale, zone)}</dd>
          <dt className="font-medium text-slate-600">{t("lastLogin")}</dt>
          <dd>{u.lastLoginAt ? formatInstantDate(u.lastLoginAt, locale, zone) : t("never")}</dd>
        </dl>
      </section>

      {writer ? (
        <section aria-labelledby="user-details" className="space-y-3">
          <h2 id="user-details" className="text-lg font-semibold">
            {t("details")}
          </h2>
          <UserDetailsForm
            id={u.id}
            roles={roles.map((r) => ({ id: r.role_id, name: r.name }))}
            initial={{ first_name: u.firstName, last_name: u.lastName, role_id: String(u.roleId), app_id: String(u.appId), expires: u.expires, language: u.language }}
          />
        </section>
      ) : null}

      {writer ? (
        <section aria-labelledby="user-access" className="space-y-3">
          <h2 id="user-access" className="text-lg font-semibold">
            {t("access")}
          </h2>
          <UserAccessActions id={u.id} name={name} active={u.active} locked={u.state === "locked"} self={u.id === actor.id} linksConfigured={emailLinksConfigured()} />
        </section>
      ) : null}

      <section aria-labelledby="user-school" className="space-y-3">
        <h2 id="user-school" className="text-lg font-semibold">
          {t("school")}
        </h2>
        <p className="text-sm">
          <span className="font-medium text-slate-600">{t("profileSchool")}: </span>
          {u.schoolName ? `${u.schoolName}${u.ncessch ? ` (NCES ${u.ncessch})` : ""}` : t("none")}
        </p>
        {data.memberships.length === 0 ? (
          <p className="text-sm text-slate-600">{t("noMemberships")}</p>
        ) : (
          <TableScroll>
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t("membershipsCaption")}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className={cell}>{t("place")}</th>
                  <th scope="col" className={cell}>{t("membershipStatus")}</th>
                  <th scope="col" className={cell}>{t("source")}</th>
                  <th scope="col" className={cell}>{t("decided")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.memberships.map((m) => (
                  <tr key={m.id}>
                    <th scope="row" className={`${cell} font-medium`}>
                      {m.schoolName ?? m.districtName ?? m.state ?? m.leaid}
                      {m.schoolName && m.districtName ? <span className="block text-xs font-normal text-slate-600">{m.districtName}</span> : null}
                    </th>
                    <td className={cell}>{t.has(`statuses.${m.status}`) ? t(`statuses.${m.status}`) : m.status}</td>
                    <td className={cell}>{t.has(`sources.${m.source}`) ? t(`sources.${m.source}`) : m.source}</td>
                    <td className={`${cell} whitespace-nowrap`}>{m.decidedAt ? formatInstantDate(m.decidedAt, locale, zone) : ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        <Link href="/app/memberships" className="text-sm text-brand-700 underline">
          {t("manageMemberships")}
        </Link>
      </section>

      <section aria-labelledby="user-addons" className="space-y-3">
        <h2 id="user-addons" className="text-lg font-semibold">
          {t("addons")}
        </h2>
        <TableScroll>
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t("addonsCaption")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className={cell}>{t("addon")}</th>
                <th scope="col" className={cell}>{t("holds")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {ADDON_KEYS.map((k) => (
                <tr key={k}>
                  <th scope="row" className={`${cell} font-medium`}>{addonLabel(k)}</th>
                  <td className={cell}>{data.addons[k] ? t("yes") : t("no")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        {data.grants.length === 0 ? (
          <p className="text-sm text-slate-600">{t("noGrants")}</p>
        ) : (
          <TableScroll>
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t("grantsCaption")}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className={cell}>{t("addon")}</th>
                  <th scope="col" className={cell}>{t("until")}</th>
                  <th scope="col" className={cell}>{t("grantStatus")}</th>
                  <th scope="col" className={cell}>{t("note")}</th>
                  <th scope="col" className={cell}><span className="sr-only">{tl("actions")}</span></th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.grants.map((g) => (
                  <tr key={g.id}>
                    <th scope="row" className={`${cell} font-medium`}>{addonLabel(g.addon)}</th>
                    <td className={`${cell} whitespace-nowrap`}>{formatDate(g.until, locale)}</td>
                    <td className={cell}>{t(`grantStates.${grantState(g)}`)}</td>
                    <td className={`${cell} break-words`}>{g.note}</td>
                    <td className={cell}>{writer && grantState(g) === "running" ? <UserAddonRevoke id={u.id} grantId={g.id} addonLabel={addonLabel(g.addon)} /> : null}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        {writer ? <UserAddonGrant id={u.id} addons={ADDON_KEYS.map((k) => ({ key: k, label: addonLabel(k) }))} defaultUntil={u.expires > today ? u.expires : today} /> : null}
      </section>

      <section aria-labelledby="user-licences" className="space-y-3">
        <h2 id="user-licences" className="text-lg font-semibold">
          {t("licences")}
        </h2>
        {data.licences.length === 0 ? (
          <p className="text-sm text-slate-600">{t("noLicences")}</p>
        ) : (
          <TableScroll>
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t("licencesCaption")}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className={cell}>{t("product")}</th>
                  <th scope="col" className={cell}>{t("quantity")}</th>
                  <th scope="col" className={cell}>{t("period")}</th>
                  <th scope="col" className={cell}>{t("order")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.licences.map((l) => (
                  <tr key={l.id}>
                    <th scope="row" className={`${cell} font-medium`}>{addonLabel(l.product)}</th>
                    <td className={cell}>{l.quantity}</td>
                    <td className={`${cell} whitespace-nowrap`}>{`${formatDate(l.start, locale)} – ${formatDate(l.end, locale)}`}</td>
                    <td className={cell}>{`#${l.orderId}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>

      <section aria-labelledby="user-audit" className="space-y-3">
        <h2 id="user-audit" className="text-lg font-semibold">
          {t("audit")}
        </h2>
        {data.audit.length === 0 ? (
          <p className="text-sm text-slate-600">{t("noAudit")}</p>
        ) : (
          <TableScroll>
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t("auditCaption")}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className={cell}>{t("when")}</th>
                  <th scope="col" className={cell}>{t("who")}</th>
                  <th scope="col" className={cell}>{t("what")}</th>
                  <th scope="col" className={cell}>{t("change")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.audit.map((a) => (
                  <tr key={a.id}>
                    <td className={`${cell} whitespace-nowrap`}>{formatInstantDate(a.createdAt, locale, zone)}</td>
                    <td className={cell}>{a.actor ?? t("system")}</td>
                    <th scope="row" className={`${cell} font-medium`}>{auditLabel(a.action)}</th>
                    <td className={`${cell} break-all font-mono text-xs`}>{change(a.before, a.after)}</td>
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
