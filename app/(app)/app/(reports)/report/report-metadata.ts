import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { reportByKey } from "@/lib/reports/registry";

/** A report page's <title>: the report's own title for a known key, the reports' title otherwise. */
export async function reportMetadata({ params }: { params: Promise<{ type: string }> }): Promise<Metadata> {
  const { type } = await params;
  const t = await getTranslations("reports");
  return { title: reportByKey(type) ? t(`titles.${type}` as never) : t("title") };
}
