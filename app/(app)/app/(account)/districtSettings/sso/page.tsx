import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { SSO_KINDS } from "@/db/schema/sso";
import { requireActor } from "@/lib/auth/current-user";
import { can, scopeOf } from "@/lib/auth/permissions";
import { env } from "@/lib/env";
import { activeDistricts } from "@/lib/memberships/queries";
import { districtSsoOf } from "@/lib/sso/queries";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { DistrictSsoForm } from "@/components/sso/district-sso-form";
import { buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/ui/form";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata() {
  return { title: (await getTranslations("sso.settings"))("title") };
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

// /app/districtSettings/sso: a district's sign-in providers. A manager or director connects their
// own district's (the district of their active membership); the administrator opens any by LEAID.
// The client secret is write-only: the page says whether one is set, never what it is.
export default async function Page({ searchParams }: TProps) {
  const denied = await guardArea("districtSettings");
  if (denied) return denied;
  const { user } = await requireActor();
  if (!can(user, "districtSso.read")) return <Forbidden />;
  const t = await getTranslations("sso.settings");
  const db = await getDb();
  const isAdmin = scopeOf(user, "districtSso.read") === "all";
  const asked = one((await searchParams).leaid);
  const leaid = isAdmin ? (/^\d{7}$/.test(asked) ? asked : null) : ((await activeDistricts(db, user.id))[0] ?? null);
  const providers = leaid ? await districtSsoOf(db, leaid) : [];
  const h = await headers();
  const origin = env().APP_URL?.replace(/\/$/, "") ?? `${h.get("x-forwarded-proto") === "https" ? "https" : "http"}://${h.get("host") ?? "localhost"}`;
  const mayWrite = can(user, "districtSso.write");
  return (
    <div className="max-w-2xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-slate-700">{t("intro")}</p>
      </header>
      {isAdmin ? (
        <form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
          <TextField id="sso-leaid" name="leaid" label={t("chooseDistrict")} defaultValue={leaid ?? ""} inputMode="numeric" maxLength={7} className="min-w-48 flex-1" />
          <button type="submit" className={buttonClass("secondary")}>
            {t("open")}
          </button>
        </form>
      ) : null}
      {leaid
        ? SSO_KINDS.map((kind) => {
            const current = providers.find((p) => p.kind === kind) ?? null;
            return (
              <section key={kind} aria-labelledby={`sso-${kind}-title`} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
                <h2 id={`sso-${kind}-title`} className="font-semibold">
                  {t(`kinds.${kind}`)}{" "}
                  <span className={`ml-2 rounded px-2 py-0.5 text-xs ${current?.enabled ? "bg-green-100 text-green-900" : "bg-slate-100 text-slate-700"}`}>
                    {current?.enabled ? t("on") : t("off")}
                  </span>
                </h2>
                <dl className="text-sm">
                  <dt className="font-medium text-slate-700">{t("redirectUri")}</dt>
                  <dd className="break-all font-mono text-slate-900">{current ? `${origin}/api/auth/callback/${current.provider_id}` : t("redirectUriLater")}</dd>
                  <dt className="mt-2 font-medium text-slate-700">{t("clientSecret")}</dt>
                  <dd>{current?.client_secret_set ? t("set") : t("notSet")}</dd>
                </dl>
                {mayWrite ? <DistrictSsoForm kind={kind} leaid={leaid} sendLeaid={isAdmin} current={current} /> : null}
              </section>
            );
          })
        : null}
    </div>
  );
}
