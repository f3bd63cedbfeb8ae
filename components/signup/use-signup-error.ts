"use client";

import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/ui/use-error-text";
import type { TErrorEntry } from "@/lib/http/errors";

/** Error entries of the sign-up calls in the visitor's language: sign-up codes first, then the shared ones. */
export function useSignupErrorText(): (entry: TErrorEntry | undefined, fallback: string) => string {
  const t = useTranslations("signup.errors");
  const shared = useErrorText();
  return (entry, fallback) => (entry && t.has(entry.code) ? t(entry.code) : shared(entry, fallback));
}
