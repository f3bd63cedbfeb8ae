"use client";

import { useEffect, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { successToast } from "@/components/ui/success-toast";
import { schoolsForZipAction, updateSchoolAction } from "@/lib/account/profile-actions";
import { ZProfileSchool } from "@/lib/account/profile-schemas";
import { FormAlert, formClass, TextInput, useProfileSubmit } from "./form-bits";

type TSchool = { ncessch: string; name: string; city: string | null };
const OTHER = "1";

/** The school: the zip code lists its schools (as sign-up does); "not listed" takes a typed name. */
export function SchoolForm({ initial }: { initial: { zipcode: string; NCESSCH: string; school_name: string } }) {
  const t = useTranslations("profile.school");
  const tc = useTranslations("profile");
  const router = useRouter();
  const [zipcode, setZip] = useState(initial.zipcode);
  const [ncessch, setNcessch] = useState(initial.NCESSCH || OTHER);
  const [schoolName, setSchoolName] = useState(initial.school_name);
  const [schools, setSchools] = useState<TSchool[]>([]);
  const [pending, startTransition] = useTransition();
  const { errors, run, check } = useProfileSubmit();

  const zip5 = zipcode.trim().slice(0, 5);
  useEffect(() => {
    if (!/^\d{5}$/.test(zip5)) {
      setSchools([]);
      return;
    }
    let live = true;
    void schoolsForZipAction(zip5).then((r) => {
      if (live && r.ok) setSchools(r.data);
    });
    return () => {
      live = false;
    };
  }, [zip5]);

  const listed = schools.some((s) => s.ncessch === ncessch);
  const choice = listed ? ncessch : OTHER;

  const submit = () => {
    const input = { zipcode, NCESSCH: choice, school_name: choice === OTHER ? schoolName : "" };
    const parsed = ZProfileSchool.safeParse(input);
    if (!check(parsed.success ? null : parsed.error.issues)) return;
    if (choice === OTHER && schoolName.trim() === "" && !check([{ path: ["school_name"] }])) return;
    startTransition(async () => {
      if (await run(() => updateSchoolAction(input))) {
        successToast(tc("saved"));
        router.refresh();
      }
    });
  };

  return (
    <form
      noValidate
      className={formClass}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput id="zipcode" label={t("zip")} value={zipcode} onChange={setZip} error={errors.zipcode} autoComplete="postal-code" maxLength={10} hint={t("zipHint")} />
        <div className="space-y-1">
          <label htmlFor="NCESSCH" className="block text-sm font-medium text-slate-700">
            {t("school")}
          </label>
          <select
            id="NCESSCH"
            className={`${inputClass} ${errors.NCESSCH ? "border-red-500" : ""}`}
            value={choice}
            onChange={(e) => setNcessch(e.target.value)}
            aria-invalid={errors.NCESSCH ? true : undefined}
            aria-describedby={errors.NCESSCH ? "NCESSCH-error" : undefined}
          >
            {schools.map((s) => (
              <option key={s.ncessch} value={s.ncessch}>
                {s.city ? `${s.name} (${s.city})` : s.name}
              </option>
            ))}
            <option value={OTHER}>{t("notListed")}</option>
          </select>
          {errors.NCESSCH ? (
            <p id="NCESSCH-error" className="text-sm text-red-700">
              {errors.NCESSCH}
            </p>
          ) : null}
        </div>
      </div>
      {choice === OTHER ? <TextInput id="school_name" label={t("name")} value={schoolName} onChange={setSchoolName} error={errors.school_name} maxLength={200} /> : null}
      <FormAlert message={errors.form} />
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {tc("save")}
      </Button>
    </form>
  );
}
