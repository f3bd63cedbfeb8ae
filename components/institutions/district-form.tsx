"use client";

import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { AdminInput } from "@/components/billing-admin/controls";
import { Button, buttonClass } from "@/components/ui/button";
import { saveDistrictAction } from "@/lib/institutions/actions";
import { useInstitutionAction } from "./use-institution-action";

export type TDistrictFormValue = { leaid: string; name: string; state: string; city: string; zip: string };

/** Creates a school district (initial null) or edits one (its LEAID stays); saved, back to the list. */
export function DistrictForm({ initial }: { initial: TDistrictFormValue | null }) {
  const t = useTranslations("institutions.districts");
  const f = useTranslations("institutions.fields");
  const { pending, submit, error } = useInstitutionAction();
  const [v, setV] = useState<TDistrictFormValue>(initial ?? { leaid: "", name: "", state: "", city: "", zip: "" });
  const set = (change: Partial<TDistrictFormValue>) => setV((x) => ({ ...x, ...change }));
  const isNew = initial === null;
  return (
    <form
      data-institution-form
      noValidate
      className="max-w-2xl space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit(() => saveDistrictAction(v, isNew ? null : { leaid: initial.leaid }), { message: f(isNew ? "created" : "saved"), href: "/app/schooldistrict" });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <AdminInput id="district-leaid" label={f("leaid")} hint={f("leaidHint")} value={v.leaid} inputMode="numeric" maxLength={7} readOnly={!isNew} onChange={(e) => set({ leaid: e.target.value })} error={error("leaid")} required />
        <AdminInput id="district-name" label={f("name")} value={v.name} maxLength={200} onChange={(e) => set({ name: e.target.value })} error={error("name")} required />
      </div>
      <div className="grid gap-4 sm:grid-cols-[6rem_1fr_10rem]">
        <AdminInput id="district-state" label={f("state")} value={v.state} maxLength={2} autoCapitalize="characters" onChange={(e) => set({ state: e.target.value.toUpperCase() })} error={error("state")} required />
        <AdminInput id="district-city" label={f("city")} value={v.city} maxLength={120} onChange={(e) => set({ city: e.target.value })} error={error("city")} />
        <AdminInput id="district-zip" label={f("zip")} value={v.zip} maxLength={10} inputMode="numeric" onChange={(e) => set({ zip: e.target.value })} error={error("zip")} />
      </div>
      <div className="flex justify-end gap-2">
        <Link href="/app/schooldistrict" className={buttonClass("secondary")}>
          {f("cancel")}
        </Link>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {isNew ? t("create") : f("save")}
        </Button>
      </div>
    </form>
  );
}
