"use client";

import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export type TLessonTab = { key: string; label: string; panel: ReactNode };

/**
 * The lesson screen's tabs (Details | Results | Files | Comments): an ARIA tablist, the arrow keys,
 * Home and End move between tabs. Every panel is rendered on the server; a hidden one stays in the
 * page (so a form's typing survives a switch), only hidden.
 */
export function LessonTabs({ tabs, initial, label }: { tabs: TLessonTab[]; initial: string; label: string }) {
  const [active, setActive] = useState(tabs.some((t) => t.key === initial) ? initial : tabs[0]?.key);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKey(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const next = e.key === "ArrowRight" ? (index === last ? 0 : index + 1) : e.key === "ArrowLeft" ? (index === 0 ? last : index - 1) : e.key === "Home" ? 0 : e.key === "End" ? last : null;
    if (next === null) return;
    e.preventDefault();
    setActive(tabs[next].key);
    refs.current[next]?.focus();
  }

  return (
    <div className="space-y-4">
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200">
        {tabs.map((tab, i) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`lesson-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`lesson-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.key)}
              onKeyDown={(e) => onKey(e, i)}
              className={`-mb-px rounded-t-md border px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${selected ? "border-slate-200 border-b-white bg-white text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div key={tab.key} role="tabpanel" id={`lesson-panel-${tab.key}`} aria-labelledby={`lesson-tab-${tab.key}`} hidden={tab.key !== active} tabIndex={0}>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
