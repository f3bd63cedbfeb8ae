"use client";

import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/ui/use-error-text";
import type { TErrorEntry } from "@/lib/http/errors";

/** A server error entry in the user's language: this area's own codes first, then the shared catalogue. */
export function useErrorMessage(): (entry: TErrorEntry | undefined) => string {
  const t = useTranslations("studentDays.errors");
  const shared = useErrorText();
  return (entry) => (entry && t.has(entry.code) ? t(entry.code) : shared(entry, t("failed")));
}
