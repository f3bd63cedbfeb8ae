import { getLocale, getTranslations } from "next-intl/server";
import { formatDate } from "@/lib/i18n/format";

/** "x of y seats assigned" with the period end (status region, so a change is announced). */
export async function SeatSummary({ owned, assigned, end }: { owned: number; assigned: number; end: string }) {
  const t = await getTranslations("seats");
  const locale = await getLocale();
  return (
    <p role="status" className="rounded-md border border-slate-200 bg-white p-3 text-sm" data-testid="seat-summary">
      <span className="font-semibold">{t("summary", { assigned, owned })}</span>{" "}
      {owned > 0 ? <span className="text-slate-600">{t("until", { date: formatDate(end, locale) })}</span> : <span className="text-slate-600">{t("noneOwned")}</span>}
    </p>
  );
}
