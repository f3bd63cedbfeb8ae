"use client";

import { useState } from "react";

export type TFaqItem = { id: string; question: string; answer: string[] };

/** The FAQ as a disclosure list: each question is a button (aria-expanded) inside a heading that shows its answer. */
export function FaqList({ items }: { items: TFaqItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {items.map((item) => {
        const expanded = open.has(item.id);
        return (
          <li key={item.id}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`faq-${item.id}`}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
              >
                {item.question}
                <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 shrink-0 text-slate-500 transition-transform ${expanded ? "rotate-180" : ""}`} fill="currentColor">
                  <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                </svg>
              </button>
            </h3>
            <div id={`faq-${item.id}`} hidden={!expanded} className="space-y-2 px-5 pb-4 text-slate-700">
              {item.answer.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
