import { getLocale, getTranslations } from "next-intl/server";
import { isLocale } from "@/lib/i18n/locales";
import { LanguageSwitch } from "./language-switch";

/** The language switch with its label and current language read on the server (`id` when the page shows two). */
export async function LanguageControl({ id }: { id?: string } = {}) {
  const [t, locale] = await Promise.all([getTranslations("shell"), getLocale()]);
  return <LanguageSwitch locale={isLocale(locale) ? locale : "en"} label={t("language")} id={id} />;
}
