"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Form, NumberField, SelectField, TextField } from "@/components/ui/form";
import { FormButtons } from "@/components/ui/form-buttons";
import { saveConferenceAction } from "@/lib/institutions/actions";
import { CONFERENCE_HOURS, CONFERENCE_STATUSES } from "@/lib/institutions/conference-schemas";
import { useAction } from "@/components/ui/use-action";

export type TConferenceFormValue = { name: string; slug: string; startDate: string; endDate: string; startHour: string; endTime: string; status: string; coupon: string; city: string; state: string };

export const NEW_CONFERENCE: TConferenceFormValue = { name: "", slug: "", startDate: "", endDate: "", startHour: "00", endTime: "00", status: "Not going", coupon: "0", city: "", state: "" };

/** Creates (id null) or edits a conference; saved, back to the list with 'Created.' / 'Saved.'. */
export function ConferenceForm({ id, initial }: { id: number | null; initial: TConferenceFormValue }) {
  const t = useTranslations("institutions.conferences");
  const f = useTranslations("institutions.fields");
  const { pending, submit, error } = useAction(null, { namespace: "institutions", focus: "[data-institution-form]" });
  const [v, setV] = useState(initial);
  const set = (change: Partial<TConferenceFormValue>) => setV((x) => ({ ...x, ...change }));
  const hours = CONFERENCE_HOURS.map((h) => ({ value: h, label: `${h}:00` }));
  return (
    <Form
      data-institution-form
      className="max-w-3xl space-y-4"
      onSubmit={() => {
        submit(() => saveConferenceAction({ ...v, coupon: v.coupon === "" ? 0 : Number(v.coupon) }, id), { message: f(id === null ? "created" : "saved"), href: "/app/conference" });
      }}
    >
      <TextField id="conf-name" label={t("name")} value={v.name} maxLength={200} onChange={(e) => set({ name: e.target.value })} error={error("name")} required />
      <TextField
        id="conf-slug"
        label={t("slug")}
        hint={t("slugHint", { slug: v.slug || "…" })}
        value={v.slug}
        maxLength={64}
        onChange={(e) => set({ slug: e.target.value })}
        error={error("slug")}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="conf-start" type="date" label={t("startDate")} value={v.startDate} onChange={(e) => set({ startDate: e.target.value })} error={error("startDate")} />
        <TextField id="conf-end" type="date" label={t("endDate")} value={v.endDate} onChange={(e) => set({ endDate: e.target.value })} error={error("endDate")} />
        <SelectField id="conf-start-hour" label={t("startHour")} value={v.startHour} onChange={(e) => set({ startHour: e.target.value })} error={error("startHour")} options={hours} />
        <SelectField id="conf-end-time" label={t("endTime")} value={v.endTime} onChange={(e) => set({ endTime: e.target.value })} error={error("endTime")} options={hours} />
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <SelectField
          id="conf-status"
          label={t("status")}
          value={v.status}
          onChange={(e) => set({ status: e.target.value })}
          error={error("status")}
          options={CONFERENCE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s.replace(" ", "")}`) }))}
        />
        <NumberField id="conf-coupon" label={t("coupon")} min={0} max={100} step={1} value={v.coupon} onValueChange={(n) => set({ coupon: n })} error={error("coupon")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_6rem]">
        <TextField id="conf-city" label={f("city")} value={v.city} maxLength={120} onChange={(e) => set({ city: e.target.value })} error={error("city")} />
        <TextField id="conf-state" label={f("state")} value={v.state} maxLength={2} onChange={(e) => set({ state: e.target.value.toUpperCase() })} error={error("state")} />
      </div>
      <FormButtons cancelHref="/app/conference" cancelLabel={f("cancel")} submitLabel={id === null ? t("create") : f("save")} pending={pending} />
    </Form>
  );
}
