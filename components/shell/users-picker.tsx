"use client";

import { usePathname, useRouter } from "next/navigation";
import { useId } from "react";
import { Field } from "@/components/ui/form";

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
 * The users dropdown of every page that shows one person's data: the signed-in
 * user or one they manage, chosen by ?user=id (the page checks that it may show that user).
 */
export function UsersPicker({ label, meLabel, meId, currentId, users, truncatedHint }: TProps) {
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  return (
    <Field id={id} label={label} hint={truncatedHint}>
      {(control) => (
        <select
          {...control}
          className={`${control.className} min-w-64`}
          value={currentId}
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
      )}
    </Field>
  );
}
