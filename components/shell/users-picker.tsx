"use client";

import { usePathname, useRouter } from "next/navigation";
import { useId } from "react";
import { inputClass } from "@/components/ui/field";

export type TPickableUser = { id: number; label: string };

type TProps = {
  /** The visible label of the select and the name of the signed-in user's own entry. */
  label: string;
  meLabel: string;
  meId: number;
  /** The user whose data the page shows. */
  currentId: number;
  users: readonly TPickableUser[];
  /** Shown under the select when the list was cut short. */
  truncatedHint?: string | null;
};

/**
 * The users dropdown (spec 1 section 6) of every page that shows one person's data: the signed-in
 * user or one they manage, chosen by ?user=id (the page checks that it may show that user).
 */
export function UsersPicker({ label, meLabel, meId, currentId, users, truncatedHint }: TProps) {
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        className={`${inputClass} min-w-64`}
        value={currentId}
        aria-describedby={truncatedHint ? `${id}-hint` : undefined}
        onChange={(e) => {
          const next = Number(e.target.value);
          router.push(next === meId ? pathname : `${pathname}?user=${next}`);
        }}
      >
        <option value={meId}>{meLabel}</option>
        {users
          .filter((u) => u.id !== meId)
          .map((u) => (
            <option key={u.id} value={u.id}>
              {u.label}
            </option>
          ))}
      </select>
      {truncatedHint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {truncatedHint}
        </p>
      ) : null}
    </div>
  );
}
