"use client";

import { useLocale } from "next-intl";
import { MaintenanceErrorView } from "@/components/shell/maintenance-error";
import { isLocale } from "@/lib/i18n/locales";

// A page of the signed-in area that fails to load shows the maintenance page, never a stack trace:
// the maintenance text when the database is down (spec 1 sections 4 and 8: "A failed maintenance
// call sets both the maintenance and database-failed flags"), else "could not load" with a retry.
export default function AppError({ retry }: { error: unknown; retry: () => void }) {
  const locale = useLocale();
  return <MaintenanceErrorView locale={isLocale(locale) ? locale : "en"} retry={retry} />;
}
