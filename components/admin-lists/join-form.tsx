"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { MaxLengthTextarea } from "@/components/ui/max-length-field";
import type { TUserProgram } from "@/db/schema/admin";
import { joinProgramAction, searchProgramUsersAction } from "@/lib/admin-lists/actions";
import { UserPicker, type TPickedUser } from "./user-picker";
import { useListAction } from "./use-list-action";

/** Add a user to the evangelist or ambassador programme, from a day, with a note. */
export function JoinForm({ program, today }: { program: TUserProgram; today: string }) {
  const t = useTranslations("adminLists.programs");
  const [user, setUser] = useState<TPickedUser | null>(null);
  const [since, setSince] = useState(today);
  const [note, setNote] = useState("");
  const { errors, pending, submit } = useListAction("[data-join-form]", ["userId", "since", "note"]);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(() => joinProgramAction({ program, userId: user?.id ?? 0, since, note }), t("added"), () => {
      setUser(null);
      setNote("");
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate data-join-form className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold">{t(`${program}.addHeading`)}</h2>
      <UserPicker id="member" label={t("member")} search={(q) => searchProgramUsersAction({ q })} value={user} onChange={setUser} error={errors.userId} />
      <div className="flex flex-wrap gap-4">
        <div className="space-y-1">
          <label htmlFor="member-since" className="block text-sm font-medium text-slate-700">{t("since")}</label>
          <input id="member-since" type="date" value={since} onChange={(e) => setSince(e.target.value)} className={inputClass} aria-invalid={errors.since ? true : undefined} />
          {errors.since ? <p className="text-sm text-red-700">{errors.since}</p> : null}
        </div>
        <div className="min-w-64 flex-1 space-y-1">
          <label htmlFor="member-note" className="block text-sm font-medium text-slate-700">{t("note")}</label>
          <MaxLengthTextarea id="member-note" rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} className={inputClass} aria-invalid={errors.note ? true : undefined} />
          {errors.note ? <p className="text-sm text-red-700">{errors.note}</p> : null}
        </div>
      </div>
      <Button type="submit" disabled={pending}>{pending ? t("saving") : t("add")}</Button>
    </form>
  );
}
