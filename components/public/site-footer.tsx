import { SiteLink } from "@/components/public/site-link";
import { getTranslations } from "next-intl/server";
import { ContactControl } from "@/components/account/contact-control";

const GROUPS = {
  product: ["/trainings", "/conferences", "/funding", "/verticals", "/questions"],
  community: ["/ambassadors", "/ambassador", "/evangelist", "/partnership", "/conferenceshirts", "/feedback"],
  company: ["/jobs", "/privacy", "/terms-of-use", "/accessibility"],
} as const;

export async function SiteFooter() {
  const t = await getTranslations("public.footer");
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-brand-700">SCUTA</p>
          <p className="mt-2 text-sm text-slate-600">{t("tagline")}</p>
          <ContactControl className="mt-3 text-sm font-medium text-brand-700 underline hover:text-brand-800" />
        </div>
        {(Object.keys(GROUPS) as (keyof typeof GROUPS)[]).map((group) => (
          <nav key={group} aria-label={t(`groups.${group}`)}>
            <h2 className="text-sm font-semibold text-slate-900">{t(`groups.${group}`)}</h2>
            <ul className="mt-2 space-y-1 text-sm">
              {GROUPS[group].map((href) => (
                <li key={href}>
                  <SiteLink href={href} className="text-slate-600 hover:text-brand-700">
                    {t(`links.${href.slice(1)}`)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">{t("copyright", { year: 2026 })}</p>
    </footer>
  );
}
