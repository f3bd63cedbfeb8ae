"use client";

import { useId, useMemo } from "react";
import { useTranslations } from "next-intl";
import { useConfidential } from "@/components/shell/confidential";
import { Button } from "@/components/ui/button";
import { Form, SelectField, TextField } from "@/components/ui/form";
import { groupCategories } from "@/lib/categories/rules";
import { initials, type TLogsContext, type TLogsFilterState } from "./types";

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

  return (
    <Form role="search" aria-label={t("label")} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6" onSubmit={() => undefined}>
      <TextField
        id={`${id}-from`}
        label={t("from")}
        type="date"
        value={filter.from}
        max={filter.to || undefined}
        onChange={(e) => e.target.value && onChange({ from: e.target.value })}
        error={errors.from}
      />
      <TextField id={`${id}-to`} label={t("to")} type="date" value={filter.to} min={filter.from || undefined} onChange={(e) => e.target.value && onChange({ to: e.target.value })} error={errors.to} />
      <SelectField id={`${id}-category`} label={t("category")} value={filter.categoryId ?? ""} onChange={(e) => onChange({ categoryId: e.target.value ? Number(e.target.value) : null })}>
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
      </SelectField>
      {context.confidential ? (
        <SelectField id={`${id}-client`} label={t("client")} value={filter.clientId ?? ""} onChange={(e) => onChange({ clientId: e.target.value ? Number(e.target.value) : null })}>
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
        </SelectField>
      ) : null}
      <SelectField
        id={`${id}-status`}
        label={t("status")}
        value={filter.status}
        onChange={(e) => onChange({ status: e.target.value as TLogsFilterState["status"] })}
        placeholder={t("allStatuses")}
        options={(["done", "planned", "cancelled"] as const).map((s) => ({ value: s, label: ts(s) }))}
      />
      <TextField
        id={`${id}-q`}
        label={t("search")}
        type="search"
        value={filter.q}
        maxLength={100}
        autoComplete="off"
        placeholder={t(context.confidential ? "searchPlaceholder" : "searchPlaceholderNoNotes")}
        onChange={(e) => onChange({ q: e.target.value })}
        error={errors.q}
      />
      <div className="flex items-end sm:col-span-2 lg:col-span-3 xl:col-span-6">
        <Button variant="ghost" className="px-2 py-1 text-xs" onClick={onReset}>
          {t("reset")}
        </Button>
      </div>
    </Form>
  );
}
