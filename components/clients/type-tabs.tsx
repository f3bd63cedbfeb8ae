import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import type { TClientType } from "@/lib/clients/schemas";

/** Students | Groups, as links that keep whose list is shown. */
export async function TypeTabs({ current, query, counts }: { current: TClientType; query: string; counts: Record<TClientType, number> }) {
  const t = await getTranslations("clients.page");
  const tabs = [
    { type: "student" as const, href: `/app/studentsGroups/students${query}`, label: t("tabStudents", { count: counts.student }) },
    { type: "group" as const, href: `/app/studentsGroups/groups${query}`, label: t("tabGroups", { count: counts.group }) },
  ];
  return (
    <nav aria-label={t("tabsLabel")} className="flex gap-1 rounded-lg bg-slate-100 p-1">
      {tabs.map((tab) => (
        <Link
          key={tab.type}
          href={tab.href}
          aria-current={tab.type === current ? "page" : undefined}
          className={`rounded-md px-3 py-1.5 text-sm font-medium ${tab.type === current ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900"}`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
