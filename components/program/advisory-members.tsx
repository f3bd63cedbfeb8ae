"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import { Form, SelectField, TextField } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { ADVISORY_ROLES, type TAdvisoryRole } from "@/lib/program/constants";
import { createAdvisoryAction, deleteAdvisoryAction, updateAdvisoryMemberAction } from "@/lib/program/actions";
import type { TAdvisoryMemberJson } from "@/lib/program/queries";

// The advisory council's members, added, renamed and removed in place ('Created.', 'Saved.').

export function AdvisoryMembers({ members, readOnly }: { members: TAdvisoryMemberJson[]; readOnly: boolean }) {
  const t = useTranslations("program.advisory");
  const tc = useTranslations("program.common");
  const { pending, submit, error, clearErrors } = useAction(null, { namespace: "program.advisory", fields: ["name", "role"] });
  const [editing, setEditing] = useState<number | null>(null);
  const [name, setName] = useState("");
  const [role, setRole] = useState<TAdvisoryRole>("parent");
  // A refused name or role is named by its rule.
  const fieldError = (field: "name" | "role") => (error(field) ? t(`errors.${field}`) : undefined);

  const reset = () => {
    setEditing(null);
    setName("");
    setRole("parent");
    clearErrors();
  };

  const save = () =>
    submit<unknown>(() => (editing === null ? createAdvisoryAction({ type: "member", name, role }) : updateAdvisoryMemberAction(editing, { name, role })), {
      message: editing === null ? tc("created") : tc("saved"),
      then: reset,
    });

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
                  <ConfirmDeleteButton
                    action={() => deleteAdvisoryAction("member", m.id)}
                    variant="ghost"
                    label={tc("delete")}
                    ariaLabel={t("deleteMember", { name: m.name })}
                    title={t("deleteMember", { name: m.name })}
                    description={t("confirmDeleteMember", { name: m.name })}
                    closeLabel={tc("cancel")}
                    confirmLabel={tc("delete")}
                    success={tc("deleted")}
                    namespace="program.advisory"
                  />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {readOnly ? null : (
        <Form onSubmit={save} className="flex flex-wrap items-end gap-3" aria-busy={pending} data-testid="advisory-member-form">
          <TextField id="member-name" label={t("memberName")} className="min-w-56 flex-1" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} error={fieldError("name")} />
          <SelectField
            id="member-role"
            label={t("memberRole")}
            value={role}
            onChange={(e) => setRole(e.target.value as TAdvisoryRole)}
            error={fieldError("role")}
            options={ADVISORY_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          />
          <Button type="submit" disabled={pending} data-testid="advisory-member-save">
            {editing === null ? t("addMember") : tc("save")}
          </Button>
          {editing !== null ? (
            <Button variant="secondary" onClick={reset}>
              {tc("cancel")}
            </Button>
          ) : null}
        </Form>
      )}
    </section>
  );
}
