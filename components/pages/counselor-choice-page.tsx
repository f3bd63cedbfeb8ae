import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageFrame } from "./info-page";
import { CounselorPicker } from "./counselor-picker";

/**
 * /appointment and /x_test without a username: pick the counselor by username, then go to
 * {base}/{username}, where the wizard is.
 */
export async function CounselorChoicePage({ base, searchParams }: { base: string; searchParams: Promise<{ counselor?: string | string[] }> }) {
  const picked = (await searchParams).counselor;
  const username = (Array.isArray(picked) ? picked[0] : picked)?.trim();
  if (username) redirect(`${base}/${encodeURIComponent(username.slice(0, 64))}`);
  const t = await getTranslations("pages.appointment.picker");
  return (
    <PageFrame title={t("title")} intro={t("intro")}>
      <CounselorPicker action={base} />
    </PageFrame>
  );
}
