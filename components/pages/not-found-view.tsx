import Link from "next/link";
import { getTranslations } from "next-intl/server";

/** The 404 page of both root layouts (the public site and the signed-in area), in the reader's language. */
export async function NotFoundView() {
  const t = await getTranslations("errors");
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-semibold">{t("notFoundTitle")}</h1>
      <p className="mt-2 text-slate-700">{t("notFoundBody")}</p>
      <Link href="/" className="mt-4 inline-block font-medium text-brand-700 underline">
        {t("back")}
      </Link>
    </main>
  );
}
