import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { DataTable, type TColumn } from "@/components/ui/data-table";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { scopeOf } from "@/lib/auth/permissions";
import { env } from "@/lib/env";
import { formatInstantDate, formatInstantTime } from "@/lib/i18n/format";
import { listRosterImports, listRosterPickups } from "@/lib/sftp/queries";
import { ROSTER_FORMAT, rosterFileName, sampleCsv, sftpUser } from "@/lib/sftp/rules";
import { PageHeader } from "@/components/ui/page/page-header";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageSection } from "@/components/ui/page/page-section";

export const generateMetadata = titleMetadata("sftp");

/** /app/sftp: where a district drops its nightly roster file: the connection, the file and its columns (read from the roster import), and the last imports (admin, manager, director, state manager). */
export default async function SftpPage() {
  const denied = await guardArea("sftp");
  if (denied) return denied;
  const { user } = await requireActor();
  const locale = await getLocale();
  const db = await getDb();
  const [t, tp, imports, pickups] = await Promise.all([getTranslations("sftp"), getTranslations("rosterPickups"), listRosterImports(db, user), listRosterPickups(db, user)]);
  const pickupColumns: TColumn<NonNullable<typeof pickups>[number]>[] = [
    { id: "when", header: tp("when"), className: "whitespace-nowrap", cell: (r) => `${formatInstantDate(r.createdAt, locale, "UTC", "medium")} ${formatInstantTime(r.createdAt, locale, "UTC")}` },
    { id: "district", header: tp("district"), cell: (r) => r.district ?? r.leaid },
    { id: "file", header: tp("file"), className: "font-mono", cell: (r) => r.file },
    { id: "result", header: tp("result"), cell: (r) => tp(`results.${r.result}`) },
    {
      id: "students",
      header: tp("students"),
      align: "end",
      className: "tabular-nums",
      cell: (r) => `${r.counts["students.created"] ?? 0} / ${r.counts["students.updated"] ?? 0} / ${r.counts["students.deleted"] ?? 0}`,
    },
    { id: "errors", header: tp("errors"), align: "end", className: "tabular-nums", cell: (r) => r.errors },
  ];
  const { SFTP_HOST: host, SFTP_PORT: port } = env();
  const login = scopeOf(user, "roster.read") === "all" ? t("perDistrict") : sftpUser(user.leaid);
  const formatColumns: TColumn<{ name: (typeof ROSTER_FORMAT.columns)[number] }>[] = [
    { id: "column", header: t("file.column"), className: "font-mono", cell: (c) => c.name },
    { id: "required", header: t("file.required"), cell: (c) => ((ROSTER_FORMAT.required as readonly string[]).includes(c.name) ? t("file.yes") : t("file.no")) },
    { id: "values", header: t("file.values"), cell: (c) => t(`columns.${c.name}`, { codes: ROSTER_FORMAT.raceCodes.join(", ") }) },
  ];
  const importColumns: TColumn<NonNullable<typeof imports>[number]>[] = [
    {
      id: "when",
      header: t("imports.when"),
      className: "whitespace-nowrap",
      cell: (r) => `${formatInstantDate(r.createdAt, locale, "UTC", "medium")} ${formatInstantTime(r.createdAt, locale, "UTC")}`,
    },
    {
      id: "counselor",
      header: t("imports.counselor"),
      cell: (r) => (
        <>
          {r.owner}
          {r.actor ? <span className="block text-xs text-slate-600">{t("imports.by", { name: r.actor })}</span> : null}
        </>
      ),
    },
    { id: "district", header: t("imports.district"), cell: (r) => r.district ?? "—" },
    // Whether the file came through the drop folder's nightly pickup or was uploaded by hand.
    { id: "source", header: t("imports.source"), cell: (r) => (r.source === "sftp" ? t("imports.sources.sftp") : t("imports.sources.upload")) },
    { id: "rows", header: t("imports.rows"), align: "end", className: "tabular-nums", cell: (r) => r.rows },
    { id: "created", header: t("imports.created"), align: "end", className: "tabular-nums", cell: (r) => r.created },
    { id: "updated", header: t("imports.updated"), align: "end", className: "tabular-nums", cell: (r) => r.updated },
    { id: "errors", header: t("imports.errors"), align: "end", className: "tabular-nums", cell: (r) => r.errors },
    { id: "result", header: t("imports.result"), cell: (r) => (r.committed ? t("imports.imported") : t("imports.refused")) },
  ];
  return (
    <div className="max-w-5xl space-y-8">
      <PageHeader title={t("title")} intro={t("intro")} />
      <PageSection id="sftp-connection" title={t("connection.title")} className="space-y-3">
        {host ? (
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-slate-600">{t("connection.host")}</dt>
            <dd className="font-mono">{host}</dd>
            <dt className="text-slate-600">{t("connection.port")}</dt>
            <dd className="font-mono">{port}</dd>
            <dt className="text-slate-600">{t("connection.user")}</dt>
            <dd className="font-mono">{login ?? t("connection.noDistrict")}</dd>
            <dt className="text-slate-600">{t("connection.auth")}</dt>
            <dd>{t("connection.authText")}</dd>
          </dl>
        ) : (
          <p className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-800">{t("connection.notConfigured")}</p>
        )}
        <p className="text-sm text-slate-700">
          {t("connection.upload")}{" "}
          <Link href="/app/studentsGroups" className="text-brand-700 underline">
            {t("connection.uploadLink")}
          </Link>
        </p>
      </PageSection>
      <PageSection id="sftp-file" title={t("file.title")} className="space-y-3">
        <p className="text-sm text-slate-700">{t("file.name", { example: `${user.leaid ?? "0000000"}/${rosterFileName(user.username)}` })}</p>
        <p className="text-sm text-slate-700">{t("file.limits", { rows: ROSTER_FORMAT.maxRows, size: Math.round(ROSTER_FORMAT.maxBytes / 1_000_000) })}</p>
        <DataTable columns={formatColumns} rows={ROSTER_FORMAT.columns.map((name) => ({ name }))} rowKey={(c) => c.name} caption={t("file.columns")} empty="" />
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-700">{t("file.sample")}</p>
          <pre className="overflow-x-auto rounded border border-slate-200 bg-slate-50 p-3 text-xs">{sampleCsv()}</pre>
        </div>
      </PageSection>
      <PageSection id="sftp-imports" title={t("imports.title")} className="space-y-3">
        <DataTable columns={importColumns} rows={imports ?? []} rowKey={(r) => r.id} caption={t("imports.title")} empty={imports === null ? t("imports.noDistrict") : t("imports.empty")} />
      </PageSection>
      <PageSection id="sftp-pickups" title={tp("title")} className="space-y-3">
        <DataTable columns={pickupColumns} rows={pickups ?? []} rowKey={(r) => r.id} caption={tp("caption")} empty={pickups === null ? t("imports.noDistrict") : tp("empty")} />
      </PageSection>
    </div>
  );
}
