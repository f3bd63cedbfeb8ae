"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Form, SelectField, TextField } from "@/components/ui/form";
import { FormButtons } from "@/components/ui/form-buttons";
import { PlaceFields } from "./place-fields";
import { saveSchoolAction } from "@/lib/institutions/actions";
import { SCHOOL_LEVELS, TIME_ZONES } from "@/lib/institutions/constants";
import { useAction } from "@/components/ui/use-action";

export type TSchoolFormValue = { ncessch: string; schnam: string; leaid: string; state: string; city: string; zip: string; level: string; timezone: string; countyFips?: string };

/**
 * Creates a school (initial null) or edits one (its NCESSCH stays). Typing a full LEAID looks the
 * district up (GET /api/v1/school/LEAID/{LEAID}) and fills an empty state. The county is its
 * 5-digit FIPS code (the county maps), in the school's state.
 */
export function SchoolForm({ initial }: { initial: TSchoolFormValue | null }) {
  const t = useTranslations("institutions.schools");
  const f = useTranslations("institutions.fields");
  const { pending, submit, error } = useAction(null, { namespace: "institutions", focus: "[data-institution-form]" });
  const [v, setV] = useState<TSchoolFormValue>(initial ?? { ncessch: "", schnam: "", leaid: "", state: "", city: "", zip: "", level: "0", timezone: "America/New_York", countyFips: "" });
  const [district, setDistrict] = useState<string | null>(null);
  const set = (change: Partial<TSchoolFormValue>) => setV((x) => ({ ...x, ...change }));
  const isNew = initial === null;

  async function lookUpDistrict(leaid: string) {
    setDistrict(null);
    if (!/^\d{7}$/.test(leaid)) return;
    const res = await fetch(`/api/v1/school/LEAID/${leaid}`).catch(() => null);
    if (!res?.ok) return setDistrict(f("districtUnknown"));
    const body = (await res.json()) as { data: { name: string; state: string } };
    setDistrict(body.data.name);
    setV((x) => (x.state ? x : { ...x, state: body.data.state }));
  }

  return (
    <Form
      data-institution-form
      className="max-w-3xl space-y-4"
      onSubmit={() => {
        submit(() => saveSchoolAction({ ...v, level: Number(v.level) }, isNew ? null : { ncessch: initial.ncessch }), { message: f(isNew ? "created" : "saved"), href: "/app/schools" });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
        <TextField
          id="school-ncessch"
          label={f("ncessch")}
          hint={f("ncesschHint")}
          value={v.ncessch}
          inputMode="numeric"
          maxLength={12}
          readOnly={!isNew}
          onChange={(e) => set({ ncessch: e.target.value })}
          error={error("ncessch")}
          required
        />
        <TextField id="school-name" label={f("schoolName")} value={v.schnam} maxLength={200} onChange={(e) => set({ schnam: e.target.value })} error={error("schnam")} required />
      </div>
      <TextField
        id="school-leaid"
        label={f("leaid")}
        hint={district ?? f("leaidHint")}
        value={v.leaid}
        inputMode="numeric"
        maxLength={7}
        onChange={(e) => {
          set({ leaid: e.target.value });
          void lookUpDistrict(e.target.value.trim());
        }}
        error={error("leaid")}
      />
      <PlaceFields idPrefix="school" value={v} onChange={set} error={error} labels={{ state: f("state"), city: f("city"), zip: f("zip") }} zipRequired />
      <TextField
        id="school-county"
        label={f("county")}
        hint={f("countyHint")}
        value={v.countyFips ?? ""}
        inputMode="numeric"
        maxLength={5}
        onChange={(e) => set({ countyFips: e.target.value })}
        error={error("countyFips")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="school-level"
          label={f("level")}
          value={v.level}
          onChange={(e) => set({ level: e.target.value })}
          error={error("level")}
          options={SCHOOL_LEVELS.map((l) => ({ value: String(l), label: f(`levels.${l}`) }))}
        />
        <SelectField
          id="school-timezone"
          label={f("timezone")}
          value={v.timezone}
          onChange={(e) => set({ timezone: e.target.value })}
          error={error("timezone")}
          options={TIME_ZONES.map((z) => ({ value: z, label: z.replace(/_/g, " ") }))}
        />
      </div>
      <FormButtons cancelHref="/app/schools" cancelLabel={f("cancel")} submitLabel={isNew ? t("create") : f("save")} pending={pending} />
    </Form>
  );
}
