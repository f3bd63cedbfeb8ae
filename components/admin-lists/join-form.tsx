"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { DateField, TextAreaField } from "@/components/ui/form";
import { Button } from "@/components/ui/button";
import type { TUserProgram } from "@/db/schema/admin";
import { joinProgramAction, searchProgramUsersAction } from "@/lib/admin-lists/actions";
import { UserPicker, type TPickedUser } from "./user-picker";
import { useAction } from "@/components/ui/use-action";

/** Add a user to the evangelist or ambassador programme, from a day, with a note. */
export function JoinForm({ program, today }: { program: TUserProgram; today: string }) {
  const t = useTranslations("adminLists.programs");
  const [user, setUser] = useState<TPickedUser | null>(null);
  const [since, setSince] = useState(today);
  const [note, setNote] = useState("");
  const { errors, pending, submit } = useAction(null, { namespace: "adminLists", focus: "[data-join-form]", fields: ["userId", "since", "note"] });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(() => joinProgramAction({ program, userId: user?.id ?? 0, since, note }), {
      message: t("added"),
      then: () => {
        setUser(null);
        setNote("");
      },
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate data-join-form className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold">{t(`${program}.addHeading`)}</h2>
      <UserPicker id="member" label={t("member")} search={(q) => searchProgramUsersAction({ q })} value={user} onChange={setUser} error={errors.userId} />
      <div className="flex flex-wrap gap-4">
        <DateField id="member-since" label={t("since")} value={since} onValueChange={setSince} error={errors.since} />
        <TextAreaField id="member-note" className="min-w-64 flex-1" label={t("note")} rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} error={errors.note} />
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? t("saving") : t("add")}
      </Button>
    </form>
  );
}
