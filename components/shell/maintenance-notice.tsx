import { getTranslations } from "next-intl/server";

/** Shown instead of the page while the app is in maintenance mode (administrators still work). */
export async function MaintenanceNotice({ message }: { message: string }) {
  const t = await getTranslations("maintenance");
  return (
    <section className="mx-auto max-w-xl rounded-lg border border-amber-300 bg-amber-50 p-6" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title" className="text-xl font-semibold text-amber-900">
        {t("title")}
      </h1>
      <p className="mt-2 text-amber-900">{t("body")}</p>
      {message ? <p className="mt-2 text-sm text-amber-800">{message}</p> : null}
    </section>
  );
}
