"use client";

import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/ui/use-error-text";
import type { TErrorEntry } from "@/lib/http/errors";

/** Error code → text for the account flows: their own codes first, then the app's, then the server's message. */
export function useAccountErrorText(): (entry: TErrorEntry | undefined, fallback: string) => string {
  const t = useTranslations("account.errors");
  const base = useErrorText();
  return (entry, fallback) => (entry && t.has(entry.code) ? t(entry.code) : base(entry, fallback));
}
