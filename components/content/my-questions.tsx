"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { myQuestionsAction } from "@/lib/content/actions";
import { formatInstantDate } from "@/lib/i18n/format";

type TMine = { id: number; question: string; createdAt: string; answer: string | null };

/** The user's own recent questions in the side panel, each with its answer once an administrator gave one. */
export function MyQuestions({ refreshKey }: { refreshKey?: unknown }) {
  const t = useTranslations("content.myQuestions");
  const locale = useLocale();
  const [rows, setRows] = useState<TMine[] | null>(null);

  useEffect(() => {
    let live = true;
    void myQuestionsAction().then((r) => {
      if (live) setRows(r.ok ? r.data : []);
    });
    return () => {
      live = false;
    };
  }, [refreshKey]);

  if (!rows || rows.length === 0) return null;
  // The reader's own clock: the panel has no profile time zone at hand.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <section aria-labelledby="my-questions-heading" className="mt-6 space-y-2 border-t border-slate-200 pt-4">
      <h3 id="my-questions-heading" className="text-sm font-semibold text-slate-800">
        {t("title")}
      </h3>
      <ul className="space-y-2">
        {rows.map((q) => (
          <li key={q.id}>
            <details className="rounded-md border border-slate-200 p-2 text-sm">
              <summary className="cursor-pointer">
                <span className="mr-2 text-xs text-slate-500">{formatInstantDate(q.createdAt, locale, timeZone)}</span>
                <span className={`mr-2 rounded px-1.5 py-0.5 text-xs ${q.answer ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700"}`}>{t(q.answer ? "answered" : "waiting")}</span>
                <span className="line-clamp-1">{q.question}</span>
              </summary>
              <p className="mt-2 whitespace-pre-wrap text-slate-700">{q.question}</p>
              {q.answer ? (
                <div className="mt-2 rounded bg-green-50 p-2">
                  <p className="text-xs font-medium text-green-900">{t("answer")}</p>
                  <p className="whitespace-pre-wrap">{q.answer}</p>
                </div>
              ) : null}
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
