"use client";

import { useTranslations } from "next-intl";
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
