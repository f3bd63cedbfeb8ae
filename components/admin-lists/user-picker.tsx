"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { inputClass, MaxLengthInput } from "@/components/ui/form";
import { watchUnauthorized } from "@/components/shell/session-expired";
import type { TActionResult } from "@/lib/http/action";

export type TPickedUser = { id: number; username: string; firstName: string; lastName: string; email: string; schoolName: string; state: string };

/** Search users by name, username or email and choose one (a radio group of the results). */
export function UserPicker({
  id,
  label,
  search,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  search: (q: string) => Promise<TActionResult<TPickedUser[]>>;
  value: TPickedUser | null;
  onChange: (u: TPickedUser | null) => void;
  error?: string;
}) {
  const t = useTranslations("adminLists.common");
  const [q, setQ] = useState("");
  const [found, setFound] = useState<TPickedUser[] | null>(null);
  const [pending, start] = useTransition();
  const run = () =>
    start(async () => {
      const result = watchUnauthorized(await search(q));
      if (result.ok) setFound(result.data);
      else toast.error(result.error[0]?.message ?? "");
    });
  const name = (u: TPickedUser) => `${u.firstName} ${u.lastName}`.trim() || u.username;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-q`} className="block text-sm text-slate-700">
            {t("findUser")}
          </label>
          <MaxLengthInput
            id={`${id}-q`}
            type="search"
            value={q}
            maxLength={100}
            onChange={(e) => setQ(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                run();
              }
            }}
            className={`${inputClass} w-64`}
          />
        </div>
        <Button variant="secondary" onClick={run} disabled={pending}>
          {pending ? t("searching") : t("search")}
        </Button>
      </div>
      {found !== null ? (
        found.length === 0 ? (
          <p className="text-sm text-slate-600">{t("noUsers")}</p>
        ) : (
          <div role="radiogroup" aria-label={t("results")} className="max-h-56 space-y-1 overflow-y-auto">
            {found.map((u) => (
              <label key={u.id} className="flex items-center gap-2 text-sm">
                <input type="radio" name={`${id}-user`} checked={value?.id === u.id} onChange={() => onChange(u)} />
                <span>
                  {name(u)}{" "}
                  <span className="text-slate-600">
                    ({u.username}, {u.email}
                    {u.schoolName ? `, ${u.schoolName}` : ""})
                  </span>
                </span>
              </label>
            ))}
          </div>
        )
      ) : null}
      {value ? <p className="text-sm">{t("chosen", { name: name(value) })}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
