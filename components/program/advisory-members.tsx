"use client";

import { useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { callAction, shownByShell } from "@/components/billing-account/call-action";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { successToast } from "@/components/ui/success-toast";
import { useErrorText } from "@/components/ui/use-error-text";
import { ADVISORY_ROLES, type TAdvisoryRole } from "@/db/schema/program";
import { createAdvisoryAction, deleteAdvisoryAction, updateAdvisoryMemberAction } from "@/lib/program/actions";
import type { TAdvisoryMemberJson } from "@/lib/program/queries";
import { MaxLengthInput } from "@/components/ui/max-length-field";

// The advisory council's members, added, renamed and removed in place ('Created.', 'Saved.').

export function AdvisoryMembers({ members, readOnly }: { members: TAdvisoryMemberJson[]; readOnly: boolean }) {
  const t = useTranslations("program.advisory");
  const tc = useTranslations("program.common");
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, startTransition] = useTransition();
  const [editing, setEditing] = useState<number | null>(null);
  const [name, setName] = useState("");
  const [role, setRole] = useState<TAdvisoryRole>("parent");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const reset = () => {
    setEditing(null);
    setName("");
    setRole("parent");
    setErrors({});
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    startTransition(async () => {
      const result = await callAction<{ ok: true } | { ok: false; status: number; error: { code: string; message: string; field?: string }[] }>(() =>
        editing === null ? createAdvisoryAction({ type: "member", name, role }) : updateAdvisoryMemberAction(editing, { name, role }),
      );
      if (result.ok) {
        successToast(editing === null ? tc("created") : tc("saved"));
        reset();
        router.refresh();
        return;
      }
      if (shownByShell(result)) return;
      const byField: Record<string, string> = {};
      for (const e of result.error) if (e.field === "name" || e.field === "role") byField[e.field] = t(`errors.${e.field}`);
      setErrors(byField);
      if (Object.keys(byField).length === 0) toast.error(errorText(result.error[0], tc("failed")));
    });
  }

  function remove(m: TAdvisoryMemberJson) {
    if (!window.confirm(t("confirmDeleteMember", { name: m.name }))) return;
    startTransition(async () => {
      const result = await callAction(() => deleteAdvisoryAction("member", m.id));
      if (result.ok) {
        successToast(tc("deleted"));
        router.refresh();
      } else if (!shownByShell(result)) toast.error(errorText(result.error[0], tc("failed")));
    });
  }

  return (
    <section className="space-y-3" aria-labelledby="advisory-members-heading">
      <h2 id="advisory-members-heading" className="text-lg font-semibold">
        {t("membersHeading")}
      </h2>
      {members.length === 0 ? (
        <p className="text-sm text-slate-600">{t("noMembers")}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" data-testid="advisory-members">
          {members.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span>
                <span className="font-medium">{m.name}</span> <span className="text-slate-600">· {t(`roles.${m.role}`)}</span>
              </span>
              {readOnly ? null : (
                <span className="flex gap-2">
                  <Button
                    variant="ghost"
                    onClick={() => {
                      setEditing(m.id);
                      setName(m.name);
                      setRole(m.role);
                    }}
                    aria-label={t("editMember", { name: m.name })}
                  >
                    {tc("edit")}
                  </Button>
                  <Button variant="ghost" onClick={() => remove(m)} disabled={pending} aria-label={t("deleteMember", { name: m.name })}>
                    {tc("delete")}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {readOnly ? null : (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-busy={pending} noValidate data-testid="advisory-member-form">
          <div className="min-w-56 flex-1 space-y-1">
            <label htmlFor="member-name" className="block text-sm font-medium text-slate-700">
              {t("memberName")}
            </label>
            <MaxLengthInput id="member-name" className={inputClass} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} aria-invalid={!!errors.name} aria-describedby={errors.name ? "member-name-error" : undefined} />
            {errors.name ? (
              <p id="member-name-error" role="alert" className="text-sm text-red-700">
                {errors.name}
              </p>
            ) : null}
          </div>
          <div className="space-y-1">
            <label htmlFor="member-role" className="block text-sm font-medium text-slate-700">
              {t("memberRole")}
            </label>
            <select id="member-role" className={inputClass} value={role} onChange={(e) => setRole(e.target.value as TAdvisoryRole)}>
              {ADVISORY_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`roles.${r}`)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={pending} data-testid="advisory-member-save">
            {editing === null ? t("addMember") : tc("save")}
          </Button>
          {editing !== null ? (
            <Button variant="secondary" onClick={reset}>
              {tc("cancel")}
            </Button>
          ) : null}
        </form>
      )}
    </section>
  );
}
