"use client";

import { useParams } from "next/navigation";
import { MaintenanceErrorView } from "@/components/shell/maintenance-error";
import { isLocale } from "@/lib/i18n/locales";

// A public page that fails to render (for example a coupon or district page while the database is
// down) shows the maintenance page in the page's language (spec 1 sections 4 and 8), never Next's
// default error page.
export default function PublicError({ retry }: { error: unknown; retry: () => void }) {
  // The language is the route's own segment (no message provider is needed on information pages).
  const { locale } = useParams<{ locale?: string }>();
  return (
    <main id="main" className="px-4">
      <MaintenanceErrorView locale={isLocale(locale) ? locale : "en"} retry={retry} />
    </main>
  );
}
