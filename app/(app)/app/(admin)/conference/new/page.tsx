import { getTranslations } from "next-intl/server";
import { ConferenceForm, NEW_CONFERENCE } from "@/components/institutions/conference-form";
import { guardArea } from "@/components/shell/forbidden";
import { PageShell } from "@/components/ui/page/page-shell";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("institutions.conferences", "newTitle");

/** /app/conference/new: a new conference (hours '00', status 'Not going' by default); saved, back to the list with 'Created.'. */
export default async function NewConferencePage() {
  const denied = await guardArea("conference");
  if (denied) return denied;
  const t = await getTranslations("institutions.conferences");
  return (
    <PageShell width="4xl" back={{ href: "/app/conference", label: t("back") }} title={t("newTitle")} tight>
      <ConferenceForm id={null} initial={NEW_CONFERENCE} />
    </PageShell>
  );
}
