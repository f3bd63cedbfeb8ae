import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { RosterImport } from "@/components/roster/roster-import";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { importableDistricts } from "@/lib/roster/import-oneroster";

export async function generateMetadata() {
  return { title: (await getTranslations("roster"))("title") };
}

/** /app/roster: a district's OneRoster import with its preview (a district's manager or director, or the administrator). */
export default async function RosterPage() {
  const denied = await guardArea("roster");
  if (denied) return denied;
  const { user } = await requireActor();
  const [t, districts] = await Promise.all([getTranslations("roster"), importableDistricts(await getDb(), user)]);
  // One district: it is implied. Several, or the administrator: the district is asked for.
  const only = districts !== "all" && districts.length === 1 ? districts[0] : "";
  return (
    <div className="max-w-5xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="max-w-2xl text-slate-700">{t("intro")}</p>
        <p className="flex flex-wrap gap-4">
          <Link className="text-sm underline" href="/app/sftp">
            {t("sftpLink")}
          </Link>
          <Link className="text-sm underline" href="/app/districtSettings/caseloadRules">
            {t("caseloadRulesLink")}
          </Link>
        </p>
      </header>
      <RosterImport askDistrict={!only} district={only} />
    </div>
  );
}
