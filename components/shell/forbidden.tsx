import { getTranslations } from "next-intl/server";

export async function Forbidden() {
  const t = await getTranslations("errors");
  return (
    <section className="max-w-xl rounded-lg border border-slate-200 bg-white p-6">
      <h1 className="text-xl font-semibold">{t("forbiddenTitle")}</h1>
      <p className="mt-2 text-slate-700">{t("forbiddenBody")}</p>
    </section>
  );
}
