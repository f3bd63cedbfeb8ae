import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { localeParams } from "@/lib/i18n/static";

export const generateStaticParams = localeParams;

export async function generateMetadata() {
  return { title: (await getTranslations("lock.serverError"))("title") };
}

/**
 * /error/500 (spec 3 section 2.5 error routes): where a failed request can send the visitor. It says
 * what happened without any detail of the failure, and offers the way back.
 */
export default async function ServerErrorPage() {
  const t = await getTranslations("lock.serverError");
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="mt-2 text-slate-700">{t("body")}</p>
      <p className="mt-4 flex flex-wrap gap-4">
        <Link href="/app" className="font-medium text-brand-700 underline">
          {t("app")}
        </Link>
        <Link href="/" className="font-medium text-brand-700 underline">
          {t("home")}
        </Link>
      </p>
    </div>
  );
}
