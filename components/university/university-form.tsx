"use client";

import Link from "next/link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { AdminInput } from "@/components/billing-admin/controls";
import { Button, buttonClass } from "@/components/ui/button";
import { successToast } from "@/components/ui/success-toast";
import { saveUniversityAction } from "@/lib/university/actions";
import { useUniversityAction } from "./use-university-action";

export type TUniversityFormValue = { ipedsid: string; name: string; city: string; state: string; zip: string; domain: string };

/**
 * Creates a university (initial null; IPEDSID default 0 = no IPEDS id yet, a local id is given)
 * or edits one (its IPEDSID stays). Saved: back to /app/university with 'Created.' / 'Saved.'.
 */
export function UniversityForm({ initial }: { initial: TUniversityFormValue | null }) {
  const t = useTranslations("university.universities");
  const f = useTranslations("university.fields");
  const router = useRouter();
  const { pending, submit, error } = useUniversityAction();
  const [v, setV] = useState<TUniversityFormValue>(initial ?? { ipedsid: "0", name: "", city: "", state: "", zip: "", domain: "" });
  const set = (change: Partial<TUniversityFormValue>) => setV((x) => ({ ...x, ...change }));
  const isNew = initial === null;

  return (
    <form
      data-university-form
      noValidate
      className="max-w-3xl space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit(() => saveUniversityAction({ ...v, ipedsid: v.ipedsid.trim() === "" ? 0 : v.ipedsid }, isNew ? null : Number(initial.ipedsid)), () => {
          successToast(f(isNew ? "created" : "saved"));
          router.push("/app/university");
          router.refresh();
        });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
        <AdminInput id="university-ipedsid" label={f("ipedsid")} hint={isNew ? f("ipedsidHint") : undefined} value={v.ipedsid} inputMode="numeric" maxLength={8} readOnly={!isNew} onChange={(e) => set({ ipedsid: e.target.value })} error={error("ipedsid")} />
        <AdminInput id="university-name" label={f("name")} value={v.name} maxLength={200} onChange={(e) => set({ name: e.target.value })} error={error("name")} required />
      </div>
      <div className="grid gap-4 sm:grid-cols-[6rem_1fr_10rem]">
        <AdminInput id="university-state" label={f("state")} value={v.state} maxLength={2} autoCapitalize="characters" onChange={(e) => set({ state: e.target.value.toUpperCase() })} error={error("state")} required />
        <AdminInput id="university-city" label={f("city")} value={v.city} maxLength={120} onChange={(e) => set({ city: e.target.value })} error={error("city")} />
        <AdminInput id="university-zip" label={f("zip")} value={v.zip} maxLength={10} inputMode="numeric" onChange={(e) => set({ zip: e.target.value })} error={error("zip")} required />
      </div>
      <AdminInput id="university-domain" label={f("domain")} hint={f("domainHint")} value={v.domain} maxLength={120} onChange={(e) => set({ domain: e.target.value })} error={error("domain")} />
      <div className="flex justify-end gap-2">
        <Link href="/app/university" className={buttonClass("secondary")}>
          {f("cancel")}
        </Link>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {isNew ? t("create") : f("save")}
        </Button>
      </div>
    </form>
  );
}
