import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { LanguageControl } from "@/components/shell/language-switch-server";
import { logoutAction } from "@/lib/auth/actions";

/** `account`: the signed-in user on a page rendered per request (the quote pages); cached pages have none. */
export async function SiteHeader({ account = null }: { account?: { name: string } | null } = {}) {
  const t = await getTranslations("public");
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
        <Link href="/" className="text-lg font-bold tracking-tight text-brand-700">
          SCUTA
        </Link>
        <nav aria-label={t("nav")} className="ml-auto flex items-center gap-3 text-sm">
          {account ? (
            <>
              <span className="hidden text-slate-600 sm:inline">{t("signedInAs", { name: account.name })}</span>
              <Link href="/app" className="rounded-md bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700">
                {t("openApp")}
              </Link>
              <form action={logoutAction}>
                <button type="submit" className="text-slate-700 hover:text-brand-700">
                  {t("logout")}
                </button>
              </form>
            </>
          ) : (
            <>
              <Link href="/login" className="text-slate-700 hover:text-brand-700">
                {t("login")}
              </Link>
              <Link href="/TryForFree" className="rounded-md bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700">
                {t("tryFree")}
              </Link>
            </>
          )}
          <LanguageControl />
        </nav>
      </div>
    </header>
  );
}
