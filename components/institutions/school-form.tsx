"use client";

import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { AdminInput, AdminSelect } from "@/components/billing-admin/controls";
import { Button, buttonClass } from "@/components/ui/button";
import { saveSchoolAction } from "@/lib/institutions/actions";
import { SCHOOL_LEVELS, TIME_ZONES } from "@/lib/institutions/constants";
import { useInstitutionAction } from "./use-institution-action";

export type TSchoolFormValue = { ncessch: string; schnam: string; leaid: string; state: string; city: string; zip: string; level: string; timezone: string; countyFips?: string };

/**
 * Creates a school (initial null) or edits one (its NCESSCH stays). Typing a full LEAID looks the
 * district up (GET /api/v1/school/LEAID/{LEAID}) and fills an empty state. The county is its
 * 5-digit FIPS code (the county maps), in the school's state.
 */
export function SchoolForm({ initial }: { initial: TSchoolFormValue | null }) {
  const t = useTranslations("institutions.schools");
  const f = useTranslations("institutions.fields");
  const { pending, submit, error } = useInstitutionAction();
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
    <form
      data-institution-form
      noValidate
      className="max-w-3xl space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit(() => saveSchoolAction({ ...v, level: Number(v.level) }, isNew ? null : { ncessch: initial.ncessch }), { message: f(isNew ? "created" : "saved"), href: "/app/schools" });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
        <AdminInput id="school-ncessch" label={f("ncessch")} hint={f("ncesschHint")} value={v.ncessch} inputMode="numeric" maxLength={12} readOnly={!isNew} onChange={(e) => set({ ncessch: e.target.value })} error={error("ncessch")} required />
        <AdminInput id="school-name" label={f("schoolName")} value={v.schnam} maxLength={200} onChange={(e) => set({ schnam: e.target.value })} error={error("schnam")} required />
      </div>
      <AdminInput
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
      <div className="grid gap-4 sm:grid-cols-[6rem_1fr_10rem]">
        <AdminInput id="school-state" label={f("state")} value={v.state} maxLength={2} autoCapitalize="characters" onChange={(e) => set({ state: e.target.value.toUpperCase() })} error={error("state")} required />
        <AdminInput id="school-city" label={f("city")} value={v.city} maxLength={120} onChange={(e) => set({ city: e.target.value })} error={error("city")} />
        <AdminInput id="school-zip" label={f("zip")} value={v.zip} maxLength={10} inputMode="numeric" onChange={(e) => set({ zip: e.target.value })} error={error("zip")} required />
      </div>
      <AdminInput id="school-county" label={f("county")} hint={f("countyHint")} value={v.countyFips ?? ""} inputMode="numeric" maxLength={5} onChange={(e) => set({ countyFips: e.target.value })} error={error("countyFips")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminSelect id="school-level" label={f("level")} value={v.level} onChange={(e) => set({ level: e.target.value })} error={error("level")} options={SCHOOL_LEVELS.map((l) => ({ value: String(l), label: f(`levels.${l}`) }))} />
        <AdminSelect id="school-timezone" label={f("timezone")} value={v.timezone} onChange={(e) => set({ timezone: e.target.value })} error={error("timezone")} options={TIME_ZONES.map((z) => ({ value: z, label: z.replace(/_/g, " ") }))} />
      </div>
      <div className="flex justify-end gap-2">
        <Link href="/app/schools" className={buttonClass("secondary")}>
          {f("cancel")}
        </Link>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {isNew ? t("create") : f("save")}
        </Button>
      </div>
    </form>
  );
}
