import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { areaByKey, mayOpenArea, type TArea, type TAreaKey } from "@/lib/auth/areas";
import { requireActor } from "@/lib/auth/current-user";
import { RENEW_PATH, mayUse } from "@/lib/auth/license";

export async function Forbidden() {
  const t = await getTranslations("errors");
  return (
    <section className="max-w-xl rounded-lg border border-slate-200 bg-white p-6">
      <h1 className="text-xl font-semibold">{t("forbiddenTitle")}</h1>
      <p className="mt-2 text-slate-700">{t("forbiddenBody")}</p>
    </section>
  );
}

/**
 * The pages' check of the area table (lib/auth/areas.ts), with the role in the database: the
 * forbidden view when the signed-in user's role may not open `area`, else null. The proxy and the
 * layout already send such a user home from the JWT; this holds when the role changed since.
 * It also applies the license rule (lib/auth/license.ts) on every render, client navigations
 * included (the shared layout does not render again then): a user whose license has lapsed is
 * sent to Billing and its message from any area that needs one.
 *   const denied = await guardArea("calendar");
 *   if (denied) return denied;
 */
export async function guardArea(area: TAreaKey | TArea) {
  const { user } = await requireActor();
  const a = typeof area === "string" ? areaByKey(area) : area;
  if (!mayUse(user, a.license ?? "license", new Date())) redirect(RENEW_PATH);
  return mayOpenArea(user.roleId, a) ? null : <Forbidden />;
}
