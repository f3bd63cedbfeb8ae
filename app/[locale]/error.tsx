"use client";

import { useParams } from "next/navigation";
import { LazyMaintenanceErrorView } from "@/components/shell/maintenance-error-lazy";
import { isLocale } from "@/lib/i18n/locales";

// A public page that fails to render (for example a coupon or district page while the database is
// down) shows the maintenance page in the page's language, never Next's
// default error page.
export default function PublicError({ retry }: { error: unknown; retry: () => void }) {
  // The language is the route's own segment (no message provider is needed on information pages).
  const { locale } = useParams<{ locale?: string }>();
  return (
    <main id="main" className="px-4">
      <LazyMaintenanceErrorView locale={isLocale(locale) ? locale : "en"} retry={retry} />
    </main>
  );
}
