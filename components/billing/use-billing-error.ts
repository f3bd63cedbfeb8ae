"use client";

import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/ui/use-error-text";
import type { TErrorEntry } from "@/lib/http/errors";

const PLAIN_DECLINE = "Your card was declined.";

/**
 * The text of a failed billing call in the reader's language: the quote page's own message for its
 * code, else the app's error code message, else the server's message, else the fallback.
 */
export function useBillingErrorText(): (entry: TErrorEntry | undefined, fallback: string) => string {
  const t = useTranslations("billing.quote.errors");
  const appText = useErrorText();
  return (entry, fallback) => {
    if (!entry || entry.code === "network_error") return fallback;
    // A decline carries the processor's own reason (expired card, not the test card…): only the plain one is translated.
    if (entry.code === "card_declined" && entry.message && entry.message !== PLAIN_DECLINE) return entry.message;
    if (t.has(entry.code)) return t(entry.code);
    return appText(entry, fallback) || fallback;
  };
}
