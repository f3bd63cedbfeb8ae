import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { guardArea } from "@/components/shell/forbidden";
import { TableScroll } from "@/components/ui/table-scroll";
import { requireActor } from "@/lib/auth/current-user";
import { scopeOf } from "@/lib/auth/permissions";
import { env } from "@/lib/env";
import { formatInstantDate, formatInstantTime } from "@/lib/i18n/format";
import { listRosterImports } from "@/lib/sftp/queries";
import { ROSTER_FORMAT, rosterFileName, sampleCsv, sftpUser } from "@/lib/sftp/rules";

export async function generateMetadata() {
  return { title: (await getTranslations("sftp"))("title") };
}

/** /app/sftp: where a district drops its nightly roster file: the connection, the file and its columns (read from the roster import), and the last imports (admin, manager, director, state manager). */
export default async function SftpPage() {
  const denied = await guardArea("sftp");
  if (denied) return denied;
  const { user } = await requireActor();
  const locale = await getLocale();
  const [t, imports] = await Promise.all([getTranslations("sftp"), listRosterImports(await getDb(), user)]);
  const { SFTP_HOST: host, SFTP_PORT: port } = env();
  const login = scopeOf(user, "roster.read") === "all" ? t("perDistrict") : sftpUser(user.leaid);
  return (
    <div className="max-w-5xl space-y-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="max-w-2xl text-slate-700">{t("intro")}</p>
      </header>
      <section aria-labelledby="sftp-connection" className="space-y-3">
        <h2 id="sftp-connection" className="text-lg font-semibold">
          {t("connection.title")}
        </h2>
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
        <p className="text-sm text-slate-700">{t("connection.upload")} <Link href="/app/studentsGroups" className="text-brand-700 underline">{t("connection.uploadLink")}</Link></p>
      </section>
      <section aria-labelledby="sftp-file" className="space-y-3">
        <h2 id="sftp-file" className="text-lg font-semibold">
          {t("file.title")}
        </h2>
        <p className="text-sm text-slate-700">{t("file.name", { example: `${user.leaid ?? "0000000"}/${rosterFileName(user.username)}` })}</p>
        <p className="text-sm text-slate-700">{t("file.limits", { rows: ROSTER_FORMAT.maxRows, size: Math.round(ROSTER_FORMAT.maxBytes / 1_000_000) })}</p>
        <TableScroll>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("file.columns")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t("file.column")}</th>
                <th scope="col" className="px-3 py-2">{t("file.required")}</th>
                <th scope="col" className="px-3 py-2">{t("file.values")}</th>
              </tr>
            </thead>
            <tbody>
              {ROSTER_FORMAT.columns.map((c) => (
                <tr key={c} className="border-t border-slate-200">
                  <td className="px-3 py-2 font-mono">{c}</td>
                  <td className="px-3 py-2">{(ROSTER_FORMAT.required as readonly string[]).includes(c) ? t("file.yes") : t("file.no")}</td>
                  <td className="px-3 py-2">{t(`columns.${c}`, { codes: ROSTER_FORMAT.raceCodes.join(", ") })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-700">{t("file.sample")}</p>
          <pre className="overflow-x-auto rounded border border-slate-200 bg-slate-50 p-3 text-xs">{sampleCsv()}</pre>
        </div>
      </section>
      <section aria-labelledby="sftp-imports" className="space-y-3">
        <h2 id="sftp-imports" className="text-lg font-semibold">
          {t("imports.title")}
        </h2>
        {imports === null ? (
          <p className="text-slate-700">{t("imports.noDistrict")}</p>
        ) : imports.length === 0 ? (
          <p className="text-slate-700">{t("imports.empty")}</p>
        ) : (
          <TableScroll>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("imports.title")}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">{t("imports.when")}</th>
                  <th scope="col" className="px-3 py-2">{t("imports.counselor")}</th>
                  <th scope="col" className="px-3 py-2">{t("imports.district")}</th>
                  <th scope="col" className="px-3 py-2 text-right">{t("imports.rows")}</th>
                  <th scope="col" className="px-3 py-2 text-right">{t("imports.created")}</th>
                  <th scope="col" className="px-3 py-2 text-right">{t("imports.updated")}</th>
                  <th scope="col" className="px-3 py-2 text-right">{t("imports.errors")}</th>
                  <th scope="col" className="px-3 py-2">{t("imports.result")}</th>
                </tr>
              </thead>
              <tbody>
                {imports.map((r) => (
                  <tr key={r.id} className="border-t border-slate-200">
                    <td className="px-3 py-2 whitespace-nowrap">
                      {formatInstantDate(r.createdAt, locale, "UTC", "medium")} {formatInstantTime(r.createdAt, locale, "UTC")}
                    </td>
                    <td className="px-3 py-2">
                      {r.owner}
                      {r.actor ? <span className="block text-xs text-slate-600">{t("imports.by", { name: r.actor })}</span> : null}
                    </td>
                    <td className="px-3 py-2">{r.district ?? "—"}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{r.rows}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{r.created}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{r.updated}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{r.errors}</td>
                    <td className="px-3 py-2">{r.committed ? t("imports.imported") : t("imports.refused")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </div>
  );
}
