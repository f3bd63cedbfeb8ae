"use client";

import type { ReactNode } from "react";
import { createTranslator, NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import type { TEntryContext } from "@/lib/signup/context";
import type { TDialog } from "@/lib/signup/dialogs";
import { heroText, type THeroText, type THeroTranslate } from "./entry-texts";

// The message library of the entry pages, loaded with their first dialog or a visit's own context,
// not with the page: the page's view gets its sentences from the server (entry-texts.ts).

export type TEntryIntl = { locale: string; messages: AbstractIntlMessages; timeZone: string };

/** The entry pages' dialogs with their strings (the "entry" bundle the server picked). */
export function EntryMessages({ locale, messages, timeZone, children }: TEntryIntl & { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}

/** The welcome section's sentences for a coupon, conference, promotion or partner the visit brought, worded as on the server. */
export function heroTextIn({ locale, messages, timeZone }: TEntryIntl, routeDefault: TDialog | null, context: TEntryContext): THeroText {
  // The catalogue comes as data, so its keys are plain strings here.
  const t = createTranslator({ locale, messages, timeZone, namespace: "signup.hero" }) as unknown as THeroTranslate;
  return heroText(t, routeDefault, context);
}
