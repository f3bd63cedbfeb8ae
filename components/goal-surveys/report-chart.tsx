"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { POST_COLOR, PRE_COLOR } from "@/components/lessons/results-chart";

type TLabels = { title: string; pre: string; post: string; short: string };

/** Per statement, the pre and post averages on the survey's Likert scale (Recharts); the table beside it holds the same figures as text. */
export function ReportChart({ statements, levels, labels }: { statements: { text: string; pre: number; post: number }[]; levels: number; labels: TLabels }) {
  const data = statements.map((s, i) => ({ name: labels.short.replace("{n}", String(i + 1)), text: s.text, pre: s.pre, post: s.post }));
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{labels.title}</figcaption>
      <div style={{ height: 240 }} role="img" aria-label={labels.title}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" />
            <YAxis domain={[0, levels]} allowDecimals={false} />
            <Tooltip labelFormatter={(_label, payload) => String((payload?.[0]?.payload as { text?: string } | undefined)?.text ?? "")} />
            <Legend itemSorter={null} />
            <Bar dataKey="pre" name={labels.pre} fill={PRE_COLOR} isAnimationActive={false} />
            <Bar dataKey="post" name={labels.post} fill={POST_COLOR} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
