import type React from "react";
import Link from "@/components/ui/app-link";
import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { inputClass, MaxLengthInput } from "@/components/ui/form";

export type TFilterField =
  | { kind: "search"; name: string; label: string; value?: string | null; hint?: string; maxLength?: number; width?: string; inputMode?: "numeric" | "text"; type?: "search" | "text" }
  | { kind: "select"; name: string; label: string; value?: string | null; options: { value: string; label: string }[]; width?: string }
  | { kind: "date"; name: string; label: string; value?: string | null };

type TProps = {
  /** The list's own address: the form GETs it, the Clear link goes back to it. */
  base: string;
  fields: TFilterField[];
  /** The search landmark's name. */
  label?: string;
  submitLabel?: string;
  clearLabel?: string;
  /** Ids of the inputs are `${idPrefix}-${name}`, so labels stay tied to their fields. */
  idPrefix: string;
  /** Params the form keeps as they are (a sort the reader chose). */
  keep?: Record<string, string | null | undefined>;
  /** Where Clear leads (a list whose default is not its bare address). */
  clearHref?: string;
  /** More on the form's line, after its buttons (a live count of the matches). */
  children?: React.ReactNode;
  /** The form's frame, when it is not the plain row. */
  className?: string;
  /** Whether a filter is on (shows Clear); by default, whether any field has a value. */
  filtered?: boolean;
};

/**
 * The filters of a list as a plain GET form (works without JavaScript): the values land in the URL,
 * the server component queries with them, and a new search starts again at page 1.
 */
export function ListFilters({
  base,
  fields,
  label,
  submitLabel,
  clearLabel,
  idPrefix,
  keep = {},
  clearHref,
  children,
  className = "flex flex-wrap items-end gap-3",
  filtered = fields.some((f) => f.value),
}: TProps) {
  const t = useTranslations("dataTable.filters");
  return (
    <form method="get" action={base} role="search" aria-label={label ?? t("label")} className={className}>
      {Object.entries(keep).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      {fields.map((f) => {
        const id = `${idPrefix}-${f.name}`;
        return (
          <div key={f.name} className="space-y-1">
            <label htmlFor={id} className="block text-sm font-medium text-slate-700">
              {f.label}
            </label>
            {f.kind === "select" ? (
              <select id={id} name={f.name} defaultValue={f.value ?? ""} className={`${inputClass} ${f.width ?? ""}`.trim()}>
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : f.kind === "date" ? (
              <input id={id} name={f.name} type="date" defaultValue={f.value ?? ""} className={inputClass} />
            ) : (
              <MaxLengthInput
                id={id}
                name={f.name}
                type={f.type ?? "search"}
                inputMode={f.inputMode}
                defaultValue={f.value ?? ""}
                maxLength={f.maxLength ?? 100}
                aria-describedby={f.hint ? `${id}-hint` : undefined}
                className={`${inputClass} ${f.width ?? "w-64"}`}
              />
            )}
            {f.kind === "search" && f.hint ? (
              <p id={`${id}-hint`} className="text-xs text-slate-500">
                {f.hint}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className={buttonClass("secondary")}>
        {submitLabel ?? t("submit")}
      </button>
      {filtered ? (
        <Link href={clearHref ?? base} className="self-center text-sm text-brand-700 underline">
          {clearLabel ?? t("clear")}
        </Link>
      ) : null}
      {children}
    </form>
  );
}
