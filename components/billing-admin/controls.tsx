import type { ReactNode } from "react";
import { NumberField, type TNumberFieldProps } from "@/components/ui/form";
import { TableHead, type TTableHeadColumn } from "@/components/ui/table-head";

// The billing back office's frame of a form; its fields come from the form kit (components/ui/form).

/** A titled card holding one form of a page. */
export function AdminCard({ title, intro, children, headingId }: { title: string; intro?: ReactNode; children: ReactNode; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {intro ? <p className="text-sm text-slate-600">{intro}</p> : null}
      {children}
    </section>
  );
}

/** A whole percent from 0 to 100 (a discount, a prorated share), labelled for readers only where a table column names it. */
export function PercentField(props: Omit<TNumberFieldProps, "min" | "max" | "step">) {
  return <NumberField min={0} max={100} step={1} {...props} />;
}

/** The head row of an editable table: each column's name, or a name for readers only. */
export function EditHead({ columns }: { columns: (ReactNode | TTableHeadColumn)[] }) {
  return <TableHead className="bg-slate-50 text-slate-700" cellClassName="px-2 py-2" columns={columns} />;
}
