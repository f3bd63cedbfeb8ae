"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { LOG_PAGE_SIZES } from "@/lib/logs/schemas";

type TProps = { page: number; pageSize: number; total: number; onPageSize: (size: number) => void };

/** "1–25 of 130" and the rows-per-page choice, inside the logs' pager. */
export function LogsPageSize({ page, pageSize, total, onPageSize }: TProps) {
  const t = useTranslations("logs.pager");
  const id = useId();
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-slate-600">{t("showing", { first, last, total })}</span>
      <span className="flex items-center gap-2">
        <label htmlFor={`${id}-size`} className="whitespace-nowrap text-slate-600">
          {t("perPage")}
        </label>
        <select
          id={`${id}-size`}
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        >
          {LOG_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
