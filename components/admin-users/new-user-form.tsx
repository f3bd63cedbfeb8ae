"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Form, SelectField, TextField } from "@/components/ui/form";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { createUserAction } from "@/lib/admin-users/actions";
import { UserLicenceFields, UserNameFields, USER_FIELDS } from "./user-fields";

const FIELDS = [...USER_FIELDS, "email", "username", "zipcode", "NCESSCH", "LEAID", "school_name"] as const;

type TSchoolOption = { NCESSCH: string; SCHNAM: string; LEAID: string | null; school_district: string | null };

/** The create-user form of /app/users/new: the user is created inactive, a member of the chosen school, and receives the activation email. */
export function NewUserForm({ roles, defaultRoleId, today, linksConfigured = true }: { roles: { id: number; name: string }[]; defaultRoleId: number; today: string; linksConfigured?: boolean }) {
  const t = useTranslations("adminUsers.new");
  const router = useRouter();
  const { pending, submit, error } = useAction(null, { namespace: "adminUsers.new", focus: "[data-admin-form]", fields: FIELDS });
  const [v, setV] = useState({
    first_name: "",
    last_name: "",
    email: "",
    username: "",
    role_id: String(defaultRoleId),
    app_id: "2",
    expires: today,
    language: "en",
    zipcode: "",
    NCESSCH: "",
    LEAID: "",
    school_name: "",
  });
  // The schools of the typed zip code (the sign-up's public look-up), for the school picker.
  const [schools, setSchools] = useState<TSchoolOption[] | null>(null);
  const [looking, setLooking] = useState(false);
  useEffect(() => {
    const zip = v.zipcode.trim();
    if (!/^\d{5}$/.test(zip)) {
      setSchools(null);
      return;
    }
    let live = true;
    const timer = setTimeout(async () => {
      setLooking(true);
      const res = await fetch(`/home/searchByZip/${zip}`, { credentials: "same-origin" }).catch(() => null);
      const json = res?.ok ? ((await res.json().catch(() => null)) as { data?: TSchoolOption[] } | null) : null;
      if (!live) return;
      setLooking(false);
      setSchools(Array.isArray(json?.data) ? json.data : []);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [v.zipcode]);
  const set = (change: Partial<typeof v>) => setV((x) => ({ ...x, ...change }));

  return (
    <Form
      data-admin-form
      className="max-w-2xl space-y-4"
      onSubmit={() => {
        submit(() => createUserAction(v), {
          // An account whose activation e-mail could not go out is created all the same: the admin is warned.
          message: (d) => (d.activationHeld ? undefined : t("created")),
          then: (d) => void (d.activationHeld && toast.warning(t("createdHeld"))),
          href: (d) => `/app/admin/users/${d.id}`,
          refresh: false,
        });
      }}
    >
      <p className="text-sm text-slate-600">{t("intro")}</p>
      {linksConfigured ? null : (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t("appUrlMissing")}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <UserNameFields idPrefix="new-user" value={v} set={set} error={error} required />
      </div>
      <TextField
        id="new-user-email"
        type="email"
        label={t("email")}
        value={v.email}
        maxLength={254}
        onChange={(e) => set({ email: e.target.value })}
        error={error("email")}
        required
        autoComplete="off"
      />
      <TextField
        id="new-user-username"
        label={t("username")}
        hint={t("usernameHint")}
        value={v.username}
        maxLength={64}
        onChange={(e) => set({ username: e.target.value })}
        error={error("username")}
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <UserLicenceFields idPrefix="new-user" value={v} set={set} error={error} roles={roles} />
      </div>
      <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-700">{t("school")}</legend>
        <p className="text-sm text-slate-600">{t("schoolIntro")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="new-user-zip"
            label={t("zipcode")}
            hint={t("zipHint")}
            value={v.zipcode}
            maxLength={10}
            inputMode="numeric"
            onChange={(e) => set({ zipcode: e.target.value })}
            error={error("zipcode")}
            autoComplete="off"
          />
          <SelectField
            id="new-user-school"
            label={t("schoolPick")}
            value={v.NCESSCH}
            disabled={!schools || schools.length === 0}
            hint={looking ? t("schoolLoading") : schools && schools.length === 0 ? t("schoolNoneFound") : undefined}
            onChange={(e) => {
              const school = schools?.find((x) => x.NCESSCH === e.target.value);
              set(school ? { NCESSCH: school.NCESSCH, LEAID: school.LEAID ?? "", school_name: school.SCHNAM } : { NCESSCH: "", LEAID: "", school_name: "" });
            }}
            options={[{ value: "", label: t("schoolNone") }, ...(schools ?? []).map((x) => ({ value: x.NCESSCH, label: x.school_district ? `${x.SCHNAM} — ${x.school_district}` : x.SCHNAM }))]}
          />
          <TextField
            id="new-user-ncessch"
            label={t("ncessch")}
            hint={t("ncesschHint")}
            value={v.NCESSCH}
            maxLength={12}
            inputMode="numeric"
            onChange={(e) => set({ NCESSCH: e.target.value })}
            error={error("NCESSCH")}
            autoComplete="off"
          />
          <TextField
            id="new-user-leaid"
            label={t("leaid")}
            hint={t("leaidHint")}
            value={v.LEAID}
            maxLength={7}
            inputMode="numeric"
            onChange={(e) => set({ LEAID: e.target.value })}
            error={error("LEAID")}
            autoComplete="off"
          />
          <TextField
            id="new-user-school-name"
            label={t("schoolName")}
            value={v.school_name}
            maxLength={200}
            onChange={(e) => set({ school_name: e.target.value })}
            error={error("school_name")}
            autoComplete="off"
            className="sm:col-span-2"
          />
        </div>
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? t("saving") : t("create")}
        </Button>
        <Button type="button" variant="ghost" onClick={() => router.push("/app/users")}>
          {t("cancel")}
        </Button>
      </div>
    </Form>
  );
}
