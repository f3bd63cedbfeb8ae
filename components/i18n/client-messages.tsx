import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { pickClientMessages, type TClientBundle } from "@/lib/i18n/client-messages";

type TMessages = Parameters<typeof pickClientMessages>[0];

/**
 * Hands the client components below it the strings of one bundle (lib/i18n/client-messages.ts).
 * A nested provider replaces the outer one's messages, so every bundle includes the public shell.
 */
export async function ClientMessages({ bundle, children }: { bundle: TClientBundle; children: ReactNode }) {
  const messages = (await getMessages()) as TMessages;
  return <NextIntlClientProvider messages={pickClientMessages(messages, bundle)}>{children}</NextIntlClientProvider>;
}
