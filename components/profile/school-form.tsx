"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Form, FormAlert, formCardClass, SelectField, TextField } from "@/components/ui/form";
import { schoolsForZipAction, updateSchoolAction } from "@/lib/account/profile-actions";
import { ZProfileSchool } from "@/lib/account/profile-schemas";
import { useProfileAction } from "./use-profile-action";

type TSchool = { ncessch: string; name: string; city: string | null };
const OTHER = "1";

/** The school: the zip code lists its schools (as sign-up does); "not listed" takes a typed name. */
export function SchoolForm({ initial }: { initial: { zipcode: string; NCESSCH: string; school_name: string } }) {
  const t = useTranslations("profile.school");
  const tc = useTranslations("profile");
  const [zipcode, setZip] = useState(initial.zipcode);
  const [ncessch, setNcessch] = useState(initial.NCESSCH || OTHER);
  const [schoolName, setSchoolName] = useState(initial.school_name);
  const [schools, setSchools] = useState<TSchool[]>([]);
  const { errors, pending, submit: send, check } = useProfileAction();

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
    send(() => updateSchoolAction(input), tc("saved"));
  };

  return (
    <Form className={formCardClass} onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="zipcode"
          name="zipcode"
          label={t("zip")}
          value={zipcode}
          onChange={(e) => setZip(e.target.value)}
          error={errors.zipcode}
          autoComplete="postal-code"
          maxLength={10}
          hint={t("zipHint")}
        />
        <SelectField id="NCESSCH" label={t("school")} value={choice} onChange={(e) => setNcessch(e.target.value)} error={errors.NCESSCH}>
          {schools.map((s) => (
            <option key={s.ncessch} value={s.ncessch}>
              {s.city ? `${s.name} (${s.city})` : s.name}
            </option>
          ))}
          <option value={OTHER}>{t("notListed")}</option>
        </SelectField>
      </div>
      {choice === OTHER ? (
        <TextField id="school_name" name="school_name" label={t("name")} value={schoolName} onChange={(e) => setSchoolName(e.target.value)} error={errors.school_name} maxLength={200} />
      ) : null}
      <FormAlert>{errors.form}</FormAlert>
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {tc("save")}
      </Button>
    </Form>
  );
}
