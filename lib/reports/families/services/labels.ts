import "server-only";
import { createTranslator } from "next-intl";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { namesAllowed } from "@/lib/reports/privacy";
import type { TReportContext } from "@/lib/reports/types";

// Words the services charts put on their x axis (the engine shows text x values as given): tier
// names, subgroup names, and "Group n" in place of a group's name where names may not be shown.

export type TReportsT = (key: string, values?: Record<string, string | number>) => string;

/** reports.* in the reader's language. */
export async function reportsT(locale: string): Promise<TReportsT> {
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const t = createTranslator({ locale: lang, messages: await loadMessages(lang), namespace: "reports" });
  return (key, values) => t(key as never, values as never);
}

/** Whether this report's reader may see the subject's student and group names (docs/use-of-time.md, privacy): never under "All". */
export function namesShown(ctx: TReportContext): boolean {
  return namesAllowed({ id: ctx.actor.id, roleId: ctx.actor.roleId, specialUser: ctx.actor.specialUser }, ctx.subject);
}
