"use client";

import Link from "@/components/ui/app-link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { breadcrumbLinks } from "@/lib/shell/links";
import { breadcrumbTrail } from "@/lib/shell/rules";

/**
 * Home → the role's home (the dashboard, a secretary's appointment calendar, the quote-only user's
 * billing), then one crumb per segment, labelled from the navigation messages. A crumb links only
 * when the role may open its page.
 */
export function Breadcrumb({ roleId, homeHref }: { roleId: number; homeHref: string }) {
  const t = useTranslations("nav");
  const reportTitles = useTranslations("reports.titles");
  const rampComponents = useTranslations("ramp.components");
  const pathname = usePathname();
  const trail = breadcrumbLinks(roleId, breadcrumbTrail(pathname));
  // labelKey "reportTitles.{key}" or "rampTitles.{key}": the title the report or the component has on its page.
  const title = (labelKey: string): string | null => {
    const [kind, key] = labelKey.split(".", 2);
    if (kind === "reportTitles" && reportTitles.has(key)) return reportTitles(key);
    if (kind === "rampTitles" && rampComponents.has(`${key}.title`)) return rampComponents(`${key}.title`);
    return null;
  };
  const label = (c: { segment: string; labelKey?: string }) => (c.labelKey ? title(c.labelKey) : null) ?? (t.has(`segments.${c.segment}`) ? t(`segments.${c.segment}`) : c.segment);
  return (
    <nav aria-label={t("breadcrumb")} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-500">
        <li>
          <Link href={homeHref} className="text-brand-700 hover:underline" aria-current={trail.length === 0 ? "page" : undefined}>
            {t("home")}
          </Link>
        </li>
        {trail.map((c, i) => (
          <li key={`${i}:${c.href}`} className="flex items-center gap-1">
            <span aria-hidden="true">/</span>
            {i === trail.length - 1 ? (
              <span aria-current="page" className="text-slate-700">
                {label(c)}
              </span>
            ) : c.href === null ? (
              <span>{label(c)}</span>
            ) : (
              <Link href={c.href} className="text-brand-700 hover:underline">
                {label(c)}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
