"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Form, TextField } from "@/components/ui/form";
import { FormButtons } from "@/components/ui/form-buttons";
import { PlaceFields } from "@/components/institutions/place-fields";
import { saveUniversityAction } from "@/lib/university/actions";
import { useAction } from "@/components/ui/use-action";

export type TUniversityFormValue = { ipedsid: string; name: string; city: string; state: string; zip: string; domain: string };

/**
 * Creates a university (initial null; IPEDSID default 0 = no IPEDS id yet, a local id is given)
 * or edits one (its IPEDSID stays). Saved: back to /app/university with 'Created.' / 'Saved.'.
 */
export function UniversityForm({ initial }: { initial: TUniversityFormValue | null }) {
  const t = useTranslations("university.universities");
  const f = useTranslations("university.fields");
  const isNew = initial === null;
  const { pending, run, error } = useAction(saveUniversityAction, {
    namespace: "university",
    focus: "[data-university-form]",
    successMessage: f(isNew ? "created" : "saved"),
    href: "/app/university",
  });
  const [v, setV] = useState<TUniversityFormValue>(initial ?? { ipedsid: "0", name: "", city: "", state: "", zip: "", domain: "" });
  const set = (change: Partial<TUniversityFormValue>) => setV((x) => ({ ...x, ...change }));

  return (
    <Form
      data-university-form
      className="max-w-3xl space-y-4"
      onSubmit={() => {
        run({ ...v, ipedsid: v.ipedsid.trim() === "" ? 0 : v.ipedsid }, isNew ? null : Number(initial.ipedsid));
      }}
    >
      <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
        <TextField
          id="university-ipedsid"
          label={f("ipedsid")}
          hint={isNew ? f("ipedsidHint") : undefined}
          value={v.ipedsid}
          inputMode="numeric"
          maxLength={8}
          readOnly={!isNew}
          onChange={(e) => set({ ipedsid: e.target.value })}
          error={error("ipedsid")}
        />
        <TextField id="university-name" label={f("name")} value={v.name} maxLength={200} onChange={(e) => set({ name: e.target.value })} error={error("name")} required />
      </div>
      <PlaceFields idPrefix="university" value={v} onChange={set} error={error} labels={{ state: f("state"), city: f("city"), zip: f("zip") }} zipRequired />
      <TextField id="university-domain" label={f("domain")} hint={f("domainHint")} value={v.domain} maxLength={120} onChange={(e) => set({ domain: e.target.value })} error={error("domain")} />
      <FormButtons cancelHref="/app/university" cancelLabel={f("cancel")} submitLabel={isNew ? t("create") : f("save")} pending={pending} />
    </Form>
  );
}
