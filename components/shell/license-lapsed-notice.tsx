import { getTranslations } from "next-intl/server";
import { licenseLapsed, type TLicenseHolder } from "@/lib/auth/license";

/**
 * Billing's message to a user whose license has lapsed: why they are here and what still works.
 * Every refused page and write sends them to Billing (lib/auth/license.ts); `redirected` (the
 * ?notice=license_expired of that redirect) makes it an alert, read out on arrival.
 */
export async function LicenseLapsedNotice({ user, now, redirected }: { user: TLicenseHolder; now: Date; redirected: boolean }) {
  if (!licenseLapsed(user, now)) return null;
  const t = await getTranslations("billing.account");
  return (
    <section role={redirected ? "alert" : undefined} aria-labelledby="license-lapsed-title" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h2 id="license-lapsed-title" className="font-semibold">
        {t("lapsedTitle")}
      </h2>
      <p className="mt-1 text-sm">{t("lapsedBody")}</p>
    </section>
  );
}
