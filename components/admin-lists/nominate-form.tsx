"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { MaxLengthTextarea } from "@/components/ui/max-length-field";
import { nominateAction, searchCounselorsAction } from "@/lib/admin-lists/actions";
import { UserPicker, type TPickedUser } from "./user-picker";
import { useListAction } from "./use-list-action";

/** Nominate a counselor for a school year, with a note. */
export function NominateForm({ years, defaultYear }: { years: number[]; defaultYear: number }) {
  const t = useTranslations("adminLists.awards");
  const [user, setUser] = useState<TPickedUser | null>(null);
  const [year, setYear] = useState(defaultYear);
  const [note, setNote] = useState("");
  const { errors, pending, submit } = useListAction("[data-nominate-form]", ["userId", "schoolYear", "note"]);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(() => nominateAction({ userId: user?.id ?? 0, schoolYear: year, note }), t("nominated"), () => {
      setUser(null);
      setNote("");
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate data-nominate-form className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold">{t("nominateHeading")}</h2>
      <UserPicker id="nominee" label={t("counselor")} search={(q) => searchCounselorsAction({ q })} value={user} onChange={setUser} error={errors.userId} />
      <div className="flex flex-wrap gap-4">
        <div className="space-y-1">
          <label htmlFor="nominee-year" className="block text-sm font-medium text-slate-700">{t("schoolYear")}</label>
          <select id="nominee-year" value={year} onChange={(e) => setYear(Number(e.target.value))} className={inputClass} aria-invalid={errors.schoolYear ? true : undefined}>
            {years.map((y) => (
              <option key={y} value={y}>{`${y}-${String((y + 1) % 100).padStart(2, "0")}`}</option>
            ))}
          </select>
          {errors.schoolYear ? <p className="text-sm text-red-700">{errors.schoolYear}</p> : null}
        </div>
        <div className="min-w-64 flex-1 space-y-1">
          <label htmlFor="nominee-note" className="block text-sm font-medium text-slate-700">{t("note")}</label>
          <MaxLengthTextarea id="nominee-note" rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} className={inputClass} aria-invalid={errors.note ? true : undefined} />
          {errors.note ? <p className="text-sm text-red-700">{errors.note}</p> : null}
        </div>
      </div>
      <Button type="submit" disabled={pending}>{pending ? t("saving") : t("nominate")}</Button>
    </form>
  );
}
