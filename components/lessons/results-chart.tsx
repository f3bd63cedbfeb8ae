"use client";

import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { TStatementResult } from "@/lib/lessons/results";

// Per statement, the pre and post averages of one delivery on the survey's Likert scale (Recharts).
// The table under it (results-panel.tsx) holds the same figures as text.

export const PRE_COLOR = "#94a3b8";
export const POST_COLOR = "#1d4ed8";

export function LessonResultsChart({ statements, levels }: { statements: TStatementResult[]; levels: number }) {
  const t = useTranslations("lessonResults");
  const data = statements.map((s, i) => ({ name: t("statementShort", { n: i + 1 }), text: s.text, pre: s.pre, post: s.post }));
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4" data-print="avoid-break">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{t("chartTitle")}</figcaption>
      <div style={{ height: 260 }} role="img" aria-label={t("chartTitle")}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" />
            <YAxis domain={[0, levels]} allowDecimals={false} />
            <Tooltip labelFormatter={(_label, payload) => String((payload?.[0]?.payload as { text?: string } | undefined)?.text ?? "")} />
            <Legend itemSorter={null} />
            <Bar dataKey="pre" name={t("pre")} fill={PRE_COLOR} isAnimationActive={false} />
            <Bar dataKey="post" name={t("post")} fill={POST_COLOR} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
