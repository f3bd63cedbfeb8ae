import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";

const TABS = [
  { key: "records", href: "/app/pbis" },
  { key: "student", href: "/app/pbis/pbisStudent" },
  { key: "timeline", href: "/app/pbis/timeline" },
  { key: "frequency", href: "/app/pbis/frequencyDistribution" },
  { key: "guide", href: "/app/documentationPbis" },
] as const;

/** The PBIS pages' tabs (links; the current one marked), keeping whose records are shown. */
export async function PbisSubNav({ current, query }: { current: (typeof TABS)[number]["key"]; query: string }) {
  const t = await getTranslations("pbis.tabs");
  return (
    <nav aria-label={t("label")} className="flex flex-wrap gap-1 border-b border-slate-200">
      {TABS.map((tab) => (
        <Link
          key={tab.key}
          href={query && tab.key !== "guide" ? `${tab.href}?${query}` : tab.href}
          aria-current={tab.key === current ? "page" : undefined}
          className={`-mb-px rounded-t-md border-b-2 px-3 py-2 text-sm font-medium ${tab.key === current ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"}`}
        >
          {t(tab.key)}
        </Link>
      ))}
    </nav>
  );
}
