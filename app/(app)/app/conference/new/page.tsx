import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ConferenceForm, NEW_CONFERENCE } from "@/components/institutions/conference-form";
import { guardArea } from "@/components/shell/forbidden";

export async function generateMetadata() {
  return { title: (await getTranslations("institutions.conferences"))("newTitle") };
}

/** /app/conference/new: a new conference (hours '00', status 'Not going' by default); saved, back to the list with 'Created.'. */
export default async function NewConferencePage() {
  const denied = await guardArea("conference");
  if (denied) return denied;
  const t = await getTranslations("institutions.conferences");
  return (
    <div className="max-w-4xl space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href="/app/conference" className="text-brand-700 underline">
            {t("back")}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">{t("newTitle")}</h1>
      </header>
      <ConferenceForm id={null} initial={NEW_CONFERENCE} />
    </div>
  );
}
