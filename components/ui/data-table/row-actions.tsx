"use client";

import { Button } from "@/components/ui/button";

/** One button of a table row: its text, the name a screen reader hears (the text with the row's name), and a red one for a removal. */
export type TRowAction = { label: string; name: string; onClick: () => void; danger?: boolean };

/** The buttons of a table row (Edit, Delete...), ghost buttons side by side unless the table lays them out otherwise. */
export function RowActions({ actions, className = "whitespace-nowrap" }: { actions: TRowAction[]; className?: string }) {
  return (
    <span className={className}>
      {actions.map((a) => (
        <Button key={a.label} variant="ghost" className={a.danger ? "px-2 py-1 text-red-700" : "px-2 py-1"} onClick={a.onClick} aria-label={a.name}>
          {a.label}
        </Button>
      ))}
    </span>
  );
}
