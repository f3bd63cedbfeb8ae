"use client";

import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { ContactDialog } from "./contact-dialog";

type TProps = { open: boolean; onOpenChange: (open: boolean) => void; locale: string; messages: AbstractIntlMessages };

/** The contact dialog with its own strings, for pages that send no messages to the browser. */
export function ContactDialogWithMessages({ locale, messages, ...dialog }: TProps) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <ContactDialog {...dialog} />
    </NextIntlClientProvider>
  );
}
