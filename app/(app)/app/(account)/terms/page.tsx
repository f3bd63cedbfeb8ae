import Link from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { Section, infoSections } from "@/components/pages/info-page";
import { guardArea } from "@/components/shell/forbidden";
import { requireActor } from "@/lib/auth/current-user";
import { formatInstantDate } from "@/lib/i18n/format";
import { titleMetadata } from "@/components/ui/page/metadata";
import { PageHeader } from "@/components/ui/page/page-header";

export const generateMetadata = titleMetadata("pages.terms");

/**
 * /app/terms: the terms of use inside the app (every working role), read from the same messages as
 * the public /terms-of-use page, so the two never differ; and when the reader's account was created.
 */
export default async function AppTermsPage() {
  const denied = await guardArea("terms");
  if (denied) return denied;
  const { user } = await requireActor();
  const locale = await getLocale();
  const [t, page, sections] = await Promise.all([getTranslations("termsPage"), getTranslations("pages.terms"), infoSections("terms")]);
  return (
    <article className="max-w-3xl space-y-6">
      <PageHeader title={page("title")} intro={page("intro")} introClassName="text-slate-700" />
      <p className="rounded border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">{t("account", { date: formatInstantDate(user.createdAt, locale, "UTC", "long") })}</p>
      {sections.map(([id, s]) => (
        <Section key={id} id={id} section={s} />
      ))}
      <p className="text-sm">
        <Link href="/privacy" className="text-brand-700 underline">
          {t("privacy")}
        </Link>
      </p>
    </article>
  );
}
