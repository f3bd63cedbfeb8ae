import type { AbstractIntlMessages } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { pickMessages } from "@/lib/i18n/client-messages";
import { ContactButton } from "./contact-button";

/** The "Contact us" button, with the dialog's strings picked on the server. */
export async function ContactControl({ className }: { className?: string }) {
  const [t, locale, all] = await Promise.all([getTranslations("account.contact"), getLocale(), getMessages()]);
  const messages = pickMessages(all as Parameters<typeof pickMessages>[0], ["account.contact", "account.errors", "errorCodes"]) as AbstractIntlMessages;
  return <ContactButton label={t("open")} locale={locale} messages={messages} className={className} />;
}
