"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { SelectField, TextAreaField } from "@/components/ui/form";
import { Button } from "@/components/ui/button";
import { nominateAction, searchCounselorsAction } from "@/lib/admin-lists/actions";
import { UserPicker, type TPickedUser } from "./user-picker";
import { useAction } from "@/components/ui/use-action";

/** Nominate a counselor for a school year, with a note. */
export function NominateForm({ years, defaultYear }: { years: number[]; defaultYear: number }) {
  const t = useTranslations("adminLists.awards");
  const [user, setUser] = useState<TPickedUser | null>(null);
  const [year, setYear] = useState(defaultYear);
  const [note, setNote] = useState("");
  const { errors, pending, submit } = useAction(null, { namespace: "adminLists", focus: "[data-nominate-form]", fields: ["userId", "schoolYear", "note"] });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(() => nominateAction({ userId: user?.id ?? 0, schoolYear: year, note }), {
      message: t("nominated"),
      then: () => {
        setUser(null);
        setNote("");
      },
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate data-nominate-form className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold">{t("nominateHeading")}</h2>
      <UserPicker id="nominee" label={t("counselor")} search={(q) => searchCounselorsAction({ q })} value={user} onChange={setUser} error={errors.userId} />
      <div className="flex flex-wrap gap-4">
        <SelectField
          id="nominee-year"
          label={t("schoolYear")}
          value={year}
          onChange={(e) => setYear(Number(e.target.value))}
          error={errors.schoolYear}
          options={years.map((y) => ({ value: String(y), label: `${y}-${String((y + 1) % 100).padStart(2, "0")}` }))}
        />
        <TextAreaField id="nominee-note" className="min-w-64 flex-1" label={t("note")} rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} error={errors.note} />
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? t("saving") : t("nominate")}
      </Button>
    </form>
  );
}
