import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { DataTable, type TColumn } from "@/components/ui/data-table";
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
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageSection } from "@/components/ui/page/page-section";

export const generateMetadata = titleMetadata("adminUsers");

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
  const membershipColumns: TColumn<(typeof data.memberships)[number]>[] = [
    {
      id: "place",
      header: t("place"),
      rowHeader: true,
      cell: (m) => (
        <>
          {m.schoolName ?? m.districtName ?? m.state ?? m.leaid}
          {m.schoolName && m.districtName ? <span className="block text-xs font-normal text-slate-600">{m.districtName}</span> : null}
        </>
      ),
    },
    { id: "status", header: t("membershipStatus"), cell: (m) => (t.has(`statuses.${m.status}`) ? t(`statuses.${m.status}`) : m.status) },
    { id: "source", header: t("source"), cell: (m) => (t.has(`sources.${m.source}`) ? t(`sources.${m.source}`) : m.source) },
    { id: "decided", header: t("decided"), className: "whitespace-nowrap", cell: (m) => (m.decidedAt ? formatInstantDate(m.decidedAt, locale, zone) : "") },
  ];
  const addonColumns: TColumn<{ key: (typeof ADDON_KEYS)[number] }>[] = [
    { id: "addon", header: t("addon"), rowHeader: true, cell: ({ key }) => addonLabel(key) },
    { id: "holds", header: t("holds"), cell: ({ key }) => (data.addons[key] ? t("yes") : t("no")) },
  ];
  const grantColumns: TColumn<(typeof data.grants)[number]>[] = [
    { id: "addon", header: t("addon"), rowHeader: true, cell: (g) => addonLabel(g.addon) },
    { id: "until", header: t("until"), className: "whitespace-nowrap", cell: (g) => formatDate(g.until, locale) },
    { id: "status", header: t("grantStatus"), cell: (g) => t(`grantStates.${grantState(g)}`) },
    { id: "note", header: t("note"), className: "break-words", cell: (g) => g.note },
  ];
  const licenceColumns: TColumn<(typeof data.licences)[number]>[] = [
    { id: "product", header: t("product"), rowHeader: true, cell: (l) => addonLabel(l.product) },
    { id: "quantity", header: t("quantity"), cell: (l) => l.quantity },
    { id: "period", header: t("period"), className: "whitespace-nowrap", cell: (l) => `${formatDate(l.start, locale)} – ${formatDate(l.end, locale)}` },
    { id: "order", header: t("order"), cell: (l) => `#${l.orderId}` },
  ];
  const auditColumns: TColumn<(typeof data.audit)[number]>[] = [
    { id: "when", header: t("when"), className: "whitespace-nowrap", cell: (a) => formatInstantDate(a.createdAt, locale, zone) },
    { id: "who", header: t("who"), cell: (a) => a.actor ?? t("system") },
    { id: "what", header: t("what"), rowHeader: true, cell: (a) => auditLabel(a.action) },
    { id: "change", header: t("change"), className: "break-all font-mono text-xs", cell: (a) => change(a.before, a.after) },
  ];

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

      <PageSection id="user-account" title={t("account")} className="space-y-3">
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
      </PageSection>

      {writer ? (
        <PageSection id="user-details" title={t("details")} className="space-y-3">
          <UserDetailsForm
            id={u.id}
            roles={roles.map((r) => ({ id: r.role_id, name: r.name }))}
            initial={{ first_name: u.firstName, last_name: u.lastName, role_id: String(u.roleId), app_id: String(u.appId), expires: u.expires, language: u.language }}
          />
        </PageSection>
      ) : null}

      {writer ? (
        <PageSection id="user-access" title={t("access")} className="space-y-3">
          <UserAccessActions id={u.id} name={name} active={u.active} locked={u.state === "locked"} self={u.id === actor.id} linksConfigured={emailLinksConfigured()} />
        </PageSection>
      ) : null}

      <PageSection id="user-school" title={t("school")} className="space-y-3">
        <p className="text-sm">
          <span className="font-medium text-slate-600">{t("profileSchool")}: </span>
          {u.schoolName ? `${u.schoolName}${u.ncessch ? ` (NCES ${u.ncessch})` : ""}` : t("none")}
        </p>
        <DataTable columns={membershipColumns} rows={data.memberships} rowKey={(m) => m.id} caption={t("membershipsCaption")} empty={t("noMemberships")} />
        <Link href="/app/memberships" className="text-sm text-brand-700 underline">
          {t("manageMemberships")}
        </Link>
      </PageSection>

      <PageSection id="user-addons" title={t("addons")} className="space-y-3">
        <DataTable columns={addonColumns} rows={ADDON_KEYS.map((key) => ({ key }))} rowKey={(a) => a.key} caption={t("addonsCaption")} empty="" />
        <DataTable
          columns={grantColumns}
          rows={data.grants}
          rowKey={(g) => g.id}
          caption={t("grantsCaption")}
          empty={t("noGrants")}
          actions={{ header: tl("actions"), cell: (g) => (writer && grantState(g) === "running" ? <UserAddonRevoke id={u.id} grantId={g.id} addonLabel={addonLabel(g.addon)} /> : null) }}
        />
        {writer ? <UserAddonGrant id={u.id} addons={ADDON_KEYS.map((k) => ({ key: k, label: addonLabel(k) }))} defaultUntil={u.expires > today ? u.expires : today} /> : null}
      </PageSection>

      <PageSection id="user-licences" title={t("licences")} className="space-y-3">
        <DataTable columns={licenceColumns} rows={data.licences} rowKey={(l) => l.id} caption={t("licencesCaption")} empty={t("noLicences")} />
      </PageSection>

      <PageSection id="user-audit" title={t("audit")} className="space-y-3">
        <DataTable columns={auditColumns} rows={data.audit} rowKey={(a) => a.id} caption={t("auditCaption")} empty={t("noAudit")} />
      </PageSection>
    </section>
  );
}
