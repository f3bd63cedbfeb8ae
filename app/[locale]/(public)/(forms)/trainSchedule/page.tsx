import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getActor } from "@/lib/auth/current-user";
import { titleMetadata } from "@/components/ui/page/metadata";
import { LinkRow } from "@/components/ui/page/link-row";

// Per visit: it reads the query string or the signed-in user.
export const dynamic = "force-dynamic";

export const generateMetadata = titleMetadata("signup.trainSchedule");

/** /trainSchedule: "goes to /train when no user is logged in"; a signed-in user sees the live training times. */
export default async function TrainSchedulePage() {
  const actor = await getActor();
  if (!actor) redirect("/train");
  const t = await getTranslations("signup.trainSchedule");
  return (
    <section aria-labelledby="train-title" className="mx-auto max-w-3xl px-4 py-12">
      <h1 id="train-title" className="text-3xl font-bold tracking-tight text-slate-900">
        {t("title")}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t("weekly")}</p>
      <p className="mt-2 text-slate-700">{t("intro", { name: actor.user.firstName || actor.user.username })}</p>
      <LinkRow
        className="mt-8 flex flex-wrap gap-3"
        links={[
          { href: "/app/dashboard", label: t("openApp"), className: "rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700" },
          { href: "/scheduleTraining", label: t("teamTraining"), className: "rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50" },
        ]}
      />
    </section>
  );
}
