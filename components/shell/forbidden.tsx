import { getTranslations } from "next-intl/server";
import { mayOpenArea, type TAreaKey } from "@/lib/auth/areas";
import { requireActor } from "@/lib/auth/current-user";

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
 *   const denied = await guardArea("calendar");
 *   if (denied) return denied;
 */
export async function guardArea(area: TAreaKey) {
  const { user } = await requireActor();
  return mayOpenArea(user.roleId, area) ? null : <Forbidden />;
}
