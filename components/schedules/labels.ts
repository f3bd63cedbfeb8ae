"use client";

import { useTranslations } from "next-intl";
import type { TErrorEntry } from "@/lib/http/errors";

/** A server error in the user's language: by code, then by field, else the server's own words. */
export function useScheduleError(): (entry: TErrorEntry | undefined) => string {
  const t = useTranslations("schedules.errors");
  return (entry) => {
    if (!entry) return t("failed");
    if (t.has(`codes.${entry.code}`)) return t(`codes.${entry.code}`);
    if (entry.field && t.has(`fields.${entry.field}`)) return t(`fields.${entry.field}`);
    return entry.message;
  };
}
