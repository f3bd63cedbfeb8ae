import { getTranslations } from "next-intl/server";
import { guardArea } from "@/components/shell/forbidden";
import { GrantAddonForm } from "@/components/addons/grant-form";
import { requireActor } from "@/lib/auth/current-user";
import { safeTimeZone, todayIn } from "@/lib/users/rules";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("addons", "newTitle");

/** /app/addons/new: grant an add-on to one or more users until a day, with a note (admins). */
export default async function NewAddonPage() {
  const denied = await guardArea("addons");
  if (denied) return denied;
  const { user } = await requireActor();
  const t = await getTranslations("addons");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("newTitle")}</h1>
      <p className="text-sm text-slate-600">{t("newIntro")}</p>
      <GrantAddonForm today={todayIn(safeTimeZone(user.timezone), new Date())} />
    </section>
  );
}
