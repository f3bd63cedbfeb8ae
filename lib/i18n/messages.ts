import type { TLocale } from "./locales";

type TMessages = { [key: string]: string | TMessages };

/** Every string of a language: messages/{locale}.json. */
export async function loadMessages(locale: TLocale): Promise<TMessages> {
  return (await import(`../../messages/${locale}.json`)).default as TMessages;
}
