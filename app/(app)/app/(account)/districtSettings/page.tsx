import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { scopeOf } from "@/lib/auth/permissions";
import { AppError } from "@/lib/http/errors";
import { districtSettingsOf, searchDistricts } from "@/lib/district-settings/queries";
import { activeDistricts } from "@/lib/memberships/queries";
import type { TDistrictSettingsView } from "@/lib/district-settings/schemas";
import { guardArea } from "@/components/shell/forbidden";
import { DistrictSettingsForm } from "@/components/district-settings/district-settings-form";
import { buttonClass } from "@/components/ui/button";
import { MaxLengthInput, inputClass } from "@/components/ui/form";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata() {
  return { title: (await getTranslations("districtSettings"))("title") };
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

// /app/districtSettings: a district's direct + indirect target, ASCA edition and semester break.
// A manager or director sets their own district; the administrator picks any by LEAID or name.
export default async function Page({ searchParams }: TProps) {
  const denied = await guardArea("districtSettings");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("districtSettings");
  const db = await getDb();
  const search = await searchParams;
  // Held at "all" (the administrator): any district, picked on the page; else one's own district.
  const isAdmin = scopeOf(user, "district.settings.read") === "all";
  const asked = one(search.leaid);
  const q = one(search.q);
  // A manager or director sets the district of their active membership, never their profile's.
  const leaid = isAdmin ? (/^\d{7}$/.test(asked) ? asked : null) : ((await activeDistricts(db, user.id))[0] ?? null);
  let district: TDistrictSettingsView | null = null;
  if (leaid) {
    try {
      district = await districtSettingsOf(db, leaid);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
    }
  }
  const found = isAdmin && q ? await searchDistricts(db, q) : [];
  return (
    <div className="max-w-2xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-slate-700">{t("intro")}</p>
      </header>
      {isAdmin ? (
        <section aria-labelledby="district-pick" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="district-pick" className="font-semibold">
            {t("pick.title")}
          </h2>
          <form method="get" className="flex flex-wrap items-end gap-3">
            <div className="min-w-64 flex-1 space-y-1">
              <label htmlFor="district-q" className="block text-sm font-medium text-slate-700">
                {t("pick.label")}
              </label>
              <MaxLengthInput id="district-q" name="q" maxLength={80} defaultValue={q} className={inputClass} />
            </div>
            <button type="submit" className={buttonClass("secondary")}>
              {t("pick.search")}
            </button>
          </form>
          {q && found.length === 0 ? <p className="text-sm text-slate-700">{t("pick.none")}</p> : null}
          {found.length > 0 ? (
            <ul className="divide-y divide-slate-100 text-sm">
              {found.map((d) => (
                <li key={d.leaid} className="py-1">
                  <Link className="text-brand-700 underline" href={`/app/districtSettings?leaid=${d.leaid}`}>
                    {`${d.name} (${d.state}) · ${d.leaid}`}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      {!district ? (
        <p className="text-slate-700">{isAdmin ? t("pick.first") : t("noDistrict")}</p>
      ) : (
        <section aria-labelledby="district-form" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="district-form" className="font-semibold">
            {`${district.name} (${district.state}) · ${district.leaid}`}
          </h2>
          <DistrictSettingsForm
            district={district}
            sendLeaid={isAdmin}
            labels={{
              target: t("form.target"),
              targetHint: t("form.targetHint"),
              edition: t("form.edition"),
              edition3: t("form.edition3"),
              edition4: t("form.edition4"),
              editionHint: t("form.editionHint"),
              semesterBreak: t("form.semesterBreak"),
              semesterBreakHint: t("form.semesterBreakHint"),
              save: t("form.save"),
              saved: t("form.saved"),
            }}
          />
        </section>
      )}
      {district ? (
        <nav aria-labelledby="district-more" className="space-y-2">
          <h2 id="district-more" className="font-semibold">
            {t("more.title")}
          </h2>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {(
              [
                ["sso", "/app/districtSettings/sso"],
                ["caseloadRules", "/app/districtSettings/caseloadRules"],
                ["caseloads", "/app/districtSettings/caseloads"],
                ["roster", "/app/roster"],
              ] as const
            ).map(([key, href]) => (
              <li key={key}>
                <Link className="text-brand-700 underline" href={isAdmin && key !== "roster" ? `${href}?leaid=${district.leaid}` : href}>
                  {t(`more.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
