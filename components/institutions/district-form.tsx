"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Form, TextField } from "@/components/ui/form";
import { FormButtons } from "@/components/ui/form-buttons";
import { PlaceFields } from "./place-fields";
import { saveDistrictAction } from "@/lib/institutions/actions";
import { useAction } from "@/components/ui/use-action";

export type TDistrictFormValue = { leaid: string; name: string; state: string; city: string; zip: string };

/** Creates a school district (initial null) or edits one (its LEAID stays); saved, back to the list. */
export function DistrictForm({ initial }: { initial: TDistrictFormValue | null }) {
  const t = useTranslations("institutions.districts");
  const f = useTranslations("institutions.fields");
  const { pending, submit, error } = useAction(null, { namespace: "institutions", focus: "[data-institution-form]" });
  const [v, setV] = useState<TDistrictFormValue>(initial ?? { leaid: "", name: "", state: "", city: "", zip: "" });
  const set = (change: Partial<TDistrictFormValue>) => setV((x) => ({ ...x, ...change }));
  const isNew = initial === null;
  return (
    <Form
      data-institution-form
      className="max-w-2xl space-y-4"
      onSubmit={() => {
        submit(() => saveDistrictAction(v, isNew ? null : { leaid: initial.leaid }), { message: f(isNew ? "created" : "saved"), href: "/app/schooldistrict" });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <TextField
          id="district-leaid"
          label={f("leaid")}
          hint={f("leaidHint")}
          value={v.leaid}
          inputMode="numeric"
          maxLength={7}
          readOnly={!isNew}
          onChange={(e) => set({ leaid: e.target.value })}
          error={error("leaid")}
          required
        />
        <TextField id="district-name" label={f("name")} value={v.name} maxLength={200} onChange={(e) => set({ name: e.target.value })} error={error("name")} required />
      </div>
      <PlaceFields idPrefix="district" value={v} onChange={set} error={error} labels={{ state: f("state"), city: f("city"), zip: f("zip") }} />
      <FormButtons cancelHref="/app/schooldistrict" cancelLabel={f("cancel")} submitLabel={isNew ? t("create") : f("save")} pending={pending} />
    </Form>
  );
}
