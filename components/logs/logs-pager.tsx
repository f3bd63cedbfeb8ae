"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { LOG_PAGE_SIZES } from "@/lib/logs/schemas";

type TProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void; onPageSize: (size: number) => void };

export function LogsPager({ page, pageSize, total, onPage, onPageSize }: TProps) {
  const t = useTranslations("logs.pager");
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={t("label")} className="flex flex-wrap items-center gap-3 text-sm">
      <span className="text-slate-600">{t("showing", { first, last, total })}</span>
      {/* Two groups that wrap as wholes on a phone: the page size, then the page buttons. */}
      <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
        <span className="flex items-center gap-2">
          <label htmlFor={`${id}-size`} className="whitespace-nowrap text-slate-600">
            {t("perPage")}
          </label>
          <select id={`${id}-size`} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))} className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30">
            {LOG_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </span>
        <span className="flex items-center gap-2">
          <Button variant="secondary" className="py-1" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t("previous")}
          </Button>
          <span aria-live="polite" className="whitespace-nowrap">{t("pageOf", { page, pages })}</span>
          <Button variant="secondary" className="py-1" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t("next")}
          </Button>
        </span>
      </div>
    </nav>
  );
}
