import { getTranslations } from "next-intl/server";
import { SiteLink } from "@/components/public/site-link";

/**
 * The 404 page of both root layouts (the public site and the signed-in area), in the reader's
 * language. Its link is SiteLink, not next/link: this view is part of every public page's scripts
 * (the not-found boundary), and next/link would add about 3 kB (gzip) to each.
 */
export async function NotFoundView() {
  const t = await getTranslations("errors");
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-semibold">{t("notFoundTitle")}</h1>
      <p className="mt-2 text-slate-700">{t("notFoundBody")}</p>
      <SiteLink href="/" className="mt-4 inline-block font-medium text-brand-700 underline">
        {t("back")}
      </SiteLink>
    </main>
  );
}
