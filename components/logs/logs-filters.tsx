"use client";

import { useId, useMemo } from "react";
import { useTranslations } from "next-intl";
import { useConfidential } from "@/components/shell/confidential";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { groupCategories } from "@/lib/categories/rules";
import { initials, type TLogsContext, type TLogsFilterState } from "./types";
import { MaxLengthInput } from "@/components/ui/max-length-field";

type TProps = {
  filter: TLogsFilterState;
  onChange: (patch: Partial<TLogsFilterState>) => void;
  onReset: () => void;
  context: TLogsContext;
  errors: Record<string, string>;
};

/** Date range, category, student or group, status and free text of the logs table. */
export function LogsFilters({ filter, onChange, onReset, context, errors }: TProps) {
  const t = useTranslations("logs.filters");
  const ts = useTranslations("logs.status");
  const { hidden } = useConfidential();
  const id = useId();
  const groups = useMemo(() => groupCategories(context.categories), [context.categories]);
  const students = context.clients.filter((c) => c.type === "student");
  const clientGroups = context.clients.filter((c) => c.type === "group");
  const label = "block text-xs font-medium text-slate-700";
  const error = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-xs text-red-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form role="search" aria-label={t("label")} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6" onSubmit={(e) => e.preventDefault()}>
      <div className="space-y-1">
        <label htmlFor={`${id}-from`} className={label}>
          {t("from")}
        </label>
        <input id={`${id}-from`} type="date" value={filter.from} max={filter.to || undefined} onChange={(e) => e.target.value && onChange({ from: e.target.value })} aria-invalid={errors.from ? true : undefined} className={inputClass} />
        {error("from")}
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-to`} className={label}>
          {t("to")}
        </label>
        <input id={`${id}-to`} type="date" value={filter.to} min={filter.from || undefined} onChange={(e) => e.target.value && onChange({ to: e.target.value })} aria-invalid={errors.to ? true : undefined} className={inputClass} />
        {error("to")}
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-category`} className={label}>
          {t("category")}
        </label>
        <select id={`${id}-category`} value={filter.categoryId ?? ""} onChange={(e) => onChange({ categoryId: e.target.value ? Number(e.target.value) : null })} className={inputClass}>
          <option value="">{t("allCategories")}</option>
          {groups.map((g) => (
            <optgroup key={g.key} label={g.name}>
              {g.categories.flatMap((c) => [
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>,
                ...c.subcategories.map((s) => (
                  <option key={s.id} value={s.id}>
                    {`\u00a0\u00a0↳ ${s.name}`}
                  </option>
                )),
              ])}
            </optgroup>
          ))}
        </select>
      </div>
      {context.confidential ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-client`} className={label}>
            {t("client")}
          </label>
          <select id={`${id}-client`} value={filter.clientId ?? ""} onChange={(e) => onChange({ clientId: e.target.value ? Number(e.target.value) : null })} className={inputClass}>
            <option value="">{t("allClients")}</option>
            {students.length > 0 ? (
              <optgroup label={t("students")}>
                {students.map((c) => (
                  <option key={c.id} value={c.id}>
                    {hidden ? initials(c.name) : c.name}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {clientGroups.length > 0 ? (
              <optgroup label={t("groups")}>
                {clientGroups.map((c) => (
                  <option key={c.id} value={c.id}>
                    {hidden ? initials(c.name) : c.name}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
        </div>
      ) : null}
      <div className="space-y-1">
        <label htmlFor={`${id}-status`} className={label}>
          {t("status")}
        </label>
        <select id={`${id}-status`} value={filter.status} onChange={(e) => onChange({ status: e.target.value as TLogsFilterState["status"] })} className={inputClass}>
          <option value="">{t("allStatuses")}</option>
          {(["done", "planned", "cancelled"] as const).map((s) => (
            <option key={s} value={s}>
              {ts(s)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-q`} className={label}>
          {t("search")}
        </label>
        <MaxLengthInput id={`${id}-q`} type="search" value={filter.q} maxLength={100} autoComplete="off" placeholder={t(context.confidential ? "searchPlaceholder" : "searchPlaceholderNoNotes")} onChange={(e) => onChange({ q: e.target.value })} className={inputClass} />
        {error("q")}
      </div>
      <div className="flex items-end sm:col-span-2 lg:col-span-3 xl:col-span-6">
        <Button variant="ghost" className="px-2 py-1 text-xs" onClick={onReset}>
          {t("reset")}
        </Button>
      </div>
    </form>
  );
}
