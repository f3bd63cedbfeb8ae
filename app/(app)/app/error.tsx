"use client";

import { useLocale } from "next-intl";
import { LazyMaintenanceErrorView } from "@/components/shell/maintenance-error-lazy";
import { isLocale } from "@/lib/i18n/locales";

// A page of the signed-in area that fails to load shows the maintenance page, never a stack trace:
// the maintenance text when the database is down (a failed maintenance call sets
// both the maintenance and database-failed flags), else "could not load" with a retry.
export default function AppError({ retry }: { error: unknown; retry: () => void }) {
  const locale = useLocale();
  return <LazyMaintenanceErrorView locale={isLocale(locale) ? locale : "en"} retry={retry} />;
}
