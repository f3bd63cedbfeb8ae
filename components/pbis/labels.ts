"use client";

import { useTranslations } from "next-intl";
import type { TErrorEntry } from "@/lib/http/errors";
import type { TPbisKind } from "./types";

/** The label of a reference-list code; 'Other' with its free text when there is one. */
export function usePbisLabel(): (kind: TPbisKind, code: string | null, other?: string) => string {
  const t = useTranslations("pbis.options");
  return (kind, code, other) => {
    if (!code) return "—";
    if (code === "other") return other ? `${t("otherPrefix")}: ${other}` : t(`${kind}.other`);
    return t.has(`${kind}.${code}`) ? t(`${kind}.${code}`) : code;
  };
}

/** A server error in the user's language: by code, then by field, else the server's own words. */
export function usePbisError(): (entry: TErrorEntry | undefined) => string {
  const t = useTranslations("pbis.errors");
  return (entry) => {
    if (!entry) return t("failed");
    if (t.has(`codes.${entry.code}`)) return t(`codes.${entry.code}`);
    if (entry.field && t.has(`fields.${entry.field}`)) return t(`fields.${entry.field}`);
    return entry.message;
  };
}
