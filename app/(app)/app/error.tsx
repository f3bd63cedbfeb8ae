"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

// A page that fails to load (for example while the database is unreachable) shows the maintenance
// notice with a retry, never a stack trace: "A failed maintenance call sets both the maintenance and
// database-failed flags".
export default function AppError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("maintenance");
  return (
    <section className="mx-auto max-w-xl rounded-lg border border-amber-300 bg-amber-50 p-6" aria-labelledby="app-error-title">
      <h1 id="app-error-title" className="text-xl font-semibold text-amber-900">
        {t("title")}
      </h1>
      <p className="mt-2 text-amber-900">{t("failed")}</p>
      <Button className="mt-4" onClick={reset}>
        {t("retry")}
      </Button>
    </section>
  );
}
