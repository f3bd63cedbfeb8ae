"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { CheckboxField, Form, NumberField, TextField } from "@/components/ui/form";
import { FormButtons } from "@/components/ui/form-buttons";
import { PercentField } from "./controls";
import { savePartnerAction } from "@/lib/billing/admin/actions";
import { NO_STATE_PARTNER_ID } from "@/lib/billing/admin/constants";
import { useAction } from "@/components/ui/use-action";

export type TPartnerFormValue = { id: number | null; name: string; host: string; logo: string; logoBackground: string; discount: number; state: string; active: boolean };

export const NEW_PARTNER: TPartnerFormValue = { id: null, name: "", host: "", logo: "", logoBackground: "#ffffff", discount: 0, state: "", active: true };

/** Creates a partner (its id chosen here) or edits one (its id stays). */
export function PartnerForm({ partner, onSaved, onCancel }: { partner: TPartnerFormValue; onSaved: () => void; onCancel: () => void }) {
  const t = useTranslations("billingAdmin.partners");
  const { error, pending, submit } = useAction(null, { namespace: "billingAdmin", focus: "[data-admin-form]", toast: "standard" });
  const isNew = partner.id === null;
  const [v, setV] = useState({
    id: partner.id === null ? "" : String(partner.id),
    name: partner.name,
    host: partner.host,
    logo: partner.logo,
    logoBackground: partner.logoBackground,
    discount: String(partner.discount),
    state: partner.state,
    active: partner.active,
  });
  const set = (change: Partial<typeof v>) => setV((x) => ({ ...x, ...change }));
  const colourOk = /^#[0-9a-fA-F]{6}$/.test(v.logoBackground);

  return (
    <Form
      data-admin-form
      className="space-y-4"
      onSubmit={() => {
        submit(
          () => savePartnerAction({ isNew, ...v }),
          (saved) => {
            onSaved();
            return t(isNew ? "created" : "updated", { name: saved.name });
          },
        );
      }}
    >
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <NumberField id="partner-id" label={t("id")} min={1} step={1} value={v.id} readOnly={!isNew} onValueChange={(n) => set({ id: n })} error={error("id")} required />
        <TextField id="partner-name" label={t("name")} value={v.name} maxLength={120} onChange={(e) => set({ name: e.target.value })} error={error("name")} required />
      </div>
      <p className="text-xs text-slate-500">{t("idHint", { id: String(NO_STATE_PARTNER_ID) })}</p>
      <TextField id="partner-host" label={t("host")} hint={t("hostHint")} value={v.host} maxLength={255} onChange={(e) => set({ host: e.target.value })} error={error("host")} required />
      <TextField id="partner-logo" label={t("logo")} hint={t("logoHint")} value={v.logo} maxLength={500} onChange={(e) => set({ logo: e.target.value })} error={error("logo")} />
      <div className="grid gap-4 sm:grid-cols-[1.3fr_1fr_1fr]">
        <div className="flex items-end gap-2">
          <TextField
            id="partner-background"
            className="flex-1"
            label={t("logoBackground")}
            value={v.logoBackground}
            maxLength={7}
            onChange={(e) => set({ logoBackground: e.target.value })}
            error={error("logoBackground")}
          />
          <input
            type="color"
            aria-label={t("pickColour")}
            value={colourOk ? v.logoBackground.toLowerCase() : "#ffffff"}
            onChange={(e) => set({ logoBackground: e.target.value })}
            className="mb-0.5 h-9 w-10 cursor-pointer rounded border border-slate-300"
          />
        </div>
        <PercentField id="partner-discount" label={t("discount")} value={v.discount} onValueChange={(n) => set({ discount: n })} error={error("discount")} />
        <TextField
          id="partner-state"
          label={t("state")}
          hint={t("stateHint")}
          value={v.state}
          maxLength={2}
          autoCapitalize="characters"
          onChange={(e) => set({ state: e.target.value.toUpperCase() })}
          error={error("state")}
        />
      </div>
      <CheckboxField id="partner-active" label={t("active")} checked={v.active} onChange={(e) => set({ active: e.target.checked })} error={error("active")} />
      <FormButtons onCancel={onCancel} cancelLabel={t("cancel")} submitLabel={t("save")} pending={pending} />
    </Form>
  );
}
