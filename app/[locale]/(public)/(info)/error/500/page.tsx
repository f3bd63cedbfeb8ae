import { getTranslations } from "next-intl/server";
import { localeParams } from "@/lib/i18n/static";
import { titleMetadata } from "@/components/ui/page/metadata";
import { LinkRow } from "@/components/ui/page/link-row";

export const generateStaticParams = localeParams;

export const generateMetadata = titleMetadata("lock.serverError");

/**
 * /error/500, one of the error routes: where a failed request can send the visitor. It says
 * what happened without any detail of the failure, and offers the way back.
 */
export default async function ServerErrorPage() {
  const t = await getTranslations("lock.serverError");
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="mt-2 text-slate-700">{t("body")}</p>
      <LinkRow
        as="p"
        className="mt-4 flex flex-wrap gap-4"
        links={[
          { href: "/app", label: t("app"), className: "font-medium text-brand-700 underline" },
          { href: "/", label: t("home"), className: "font-medium text-brand-700 underline" },
        ]}
      />
    </div>
  );
}
