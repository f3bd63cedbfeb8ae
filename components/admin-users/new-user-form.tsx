"use client";

import { useEffect, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { AdminInput, AdminSelect } from "@/components/billing-admin/controls";
import { Button } from "@/components/ui/button";
import { successToast } from "@/components/ui/success-toast";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { ADMIN_EDITIONS_LIST } from "@/lib/account-admin/user-rules";
import { createUserAction } from "@/lib/admin-users/actions";
import type { TErrorEntry } from "@/lib/http/errors";

const FIELDS = ["first_name", "last_name", "email", "username", "role_id", "app_id", "expires", "language", "zipcode", "NCESSCH", "LEAID", "school_name"] as const;

type TSchoolOption = { NCESSCH: string; SCHNAM: string; LEAID: string | null; school_district: string | null };

/** The create-user form of /app/users/new: the user is created inactive, a member of the chosen school, and receives the activation email. */
export function NewUserForm({ roles, defaultRoleId, today, linksConfigured = true }: { roles: { id: number; name: string }[]; defaultRoleId: number; today: string; linksConfigured?: boolean }) {
  const t = useTranslations("adminUsers.new");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [v, setV] = useState({ first_name: "", last_name: "", email: "", username: "", role_id: String(defaultRoleId), app_id: "2", expires: today, language: "en", zipcode: "", NCESSCH: "", LEAID: "", school_name: "" });
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
  // The message of an error in the admin's language: by code, else by field, else the server's text.
  const text = (e: TErrorEntry) => (t.has(`errors.${e.code}`) ? t(`errors.${e.code}`) : e.field && t.has(`fieldErrors.${e.field}`) ? t(`fieldErrors.${e.field}`) : e.message);

  return (
    <form
      data-admin-form
      noValidate
      className="max-w-2xl space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        startTransition(async () => {
          const result = watchUnauthorized(await createUserAction(v));
          if (result.ok) {
            setErrors({});
            if (result.data.activationHeld) toast.warning(t("createdHeld"));
            else successToast(t("created"));
            router.push(`/app/admin/users/${result.data.id}`);
            return;
          }
          const fields: Record<string, string> = {};
          let general: string | null = null;
          for (const entry of result.error) {
            if (entry.field && (FIELDS as readonly string[]).includes(entry.field)) fields[entry.field] ??= text(entry);
            else general ??= text(entry);
          }
          setErrors(fields);
          if (general) toast.error(general);
          requestAnimationFrame(() => document.querySelector<HTMLElement>("[data-admin-form] [aria-invalid='true']")?.focus());
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
        <AdminInput id="new-user-first" label={t("firstName")} value={v.first_name} maxLength={100} onChange={(e) => set({ first_name: e.target.value })} error={errors.first_name} required autoComplete="off" />
        <AdminInput id="new-user-last" label={t("lastName")} value={v.last_name} maxLength={100} onChange={(e) => set({ last_name: e.target.value })} error={errors.last_name} required autoComplete="off" />
      </div>
      <AdminInput id="new-user-email" type="email" label={t("email")} value={v.email} maxLength={254} onChange={(e) => set({ email: e.target.value })} error={errors.email} required autoComplete="off" />
      <AdminInput id="new-user-username" label={t("username")} hint={t("usernameHint")} value={v.username} maxLength={64} onChange={(e) => set({ username: e.target.value })} error={errors.username} autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminSelect id="new-user-role" label={t("role")} value={v.role_id} onChange={(e) => set({ role_id: e.target.value })} error={errors.role_id} options={roles.map((r) => ({ value: String(r.id), label: r.name }))} />
        <AdminSelect
          id="new-user-app"
          label={t("edition")}
          value={v.app_id}
          onChange={(e) => set({ app_id: e.target.value })}
          error={errors.app_id}
          options={ADMIN_EDITIONS_LIST.map((a) => ({ value: String(a), label: t(`editions.${a}`) }))}
        />
        <AdminInput id="new-user-expires" type="date" label={t("expires")} value={v.expires} onChange={(e) => set({ expires: e.target.value })} error={errors.expires} />
        <AdminSelect
          id="new-user-language"
          label={t("language")}
          value={v.language}
          onChange={(e) => set({ language: e.target.value })}
          error={errors.language}
          options={[
            { value: "en", label: "English" },
            { value: "it", label: "Italiano" },
            { value: "de", label: "Deutsch" },
          ]}
        />
      </div>
      <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-700">{t("school")}</legend>
        <p className="text-sm text-slate-600">{t("schoolIntro")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <AdminInput id="new-user-zip" label={t("zipcode")} hint={t("zipHint")} value={v.zipcode} maxLength={10} inputMode="numeric" onChange={(e) => set({ zipcode: e.target.value })} error={errors.zipcode} autoComplete="off" />
          <AdminSelect
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
          <AdminInput id="new-user-ncessch" label={t("ncessch")} hint={t("ncesschHint")} value={v.NCESSCH} maxLength={12} inputMode="numeric" onChange={(e) => set({ NCESSCH: e.target.value })} error={errors.NCESSCH} autoComplete="off" />
          <AdminInput id="new-user-leaid" label={t("leaid")} hint={t("leaidHint")} value={v.LEAID} maxLength={7} inputMode="numeric" onChange={(e) => set({ LEAID: e.target.value })} error={errors.LEAID} autoComplete="off" />
          <AdminInput id="new-user-school-name" label={t("schoolName")} value={v.school_name} maxLength={200} onChange={(e) => set({ school_name: e.target.value })} error={errors.school_name} autoComplete="off" className="sm:col-span-2" />
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
    </form>
  );
}
