import { getTranslations } from "next-intl/server";
import { ReportPage } from "@/components/reports/report-page";
import { guardArea } from "@/components/shell/forbidden";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata() {
  return { title: (await getTranslations("reports"))("titles.programEvaluation") };
}

// /app/programEvaluation: the spec's bare path of report programEvaluation (the same page as /app/report/programEvaluation).
export default async function Page({ searchParams }: TProps) {
  const denied = await guardArea("programEvaluation");
  if (denied) return denied;
  return <ReportPage type="programEvaluation" search={await searchParams} />;
}
