"use client";

import { useTranslations } from "next-intl";
import type { TErrorEntry } from "@/lib/http/errors";

/** Turns a server error entry into text in the user's language: its code's message, else the server's, else the fallback. */
export function useErrorText(): (entry: TErrorEntry | undefined, fallback: string) => string {
  const t = useTranslations("errorCodes");
  return (entry, fallback) => {
    if (!entry) return fallback;
    // A failure with no text of its own (a call that never answered) reads as the fallback.
    return t.has(entry.code) ? t(entry.code) : entry.message || fallback;
  };
}
