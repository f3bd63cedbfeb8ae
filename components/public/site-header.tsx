import { SiteLink } from "@/components/public/site-link";
import { getTranslations } from "next-intl/server";
import { LanguageControl } from "@/components/shell/language-switch-server";
import { SessionLinks } from "@/components/public/session-links";

/** `account`: the signed-in user on a page rendered per request (the quote pages); cached pages ask from the browser (SessionLinks). */
export async function SiteHeader({ account = null }: { account?: { name: string } | null } = {}) {
  const t = await getTranslations("public");
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
        <SiteLink href="/" className="text-lg font-bold tracking-tight text-brand-700">
          SCUTA
        </SiteLink>
        <nav aria-label={t("nav")} className="ml-auto flex items-center gap-3 text-sm">
          <SessionLinks
            known={account !== null}
            labels={{ login: t("login"), tryFree: t("tryFree"), openApp: t("openApp"), logout: t("logout"), signedInAs: account ? t("signedInAs", { name: account.name }) : null }}
          />
          <LanguageControl />
        </nav>
      </div>
    </header>
  );
}
