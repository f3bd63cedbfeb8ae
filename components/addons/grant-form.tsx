"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { inputClass, MaxLengthInput, MaxLengthTextarea } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { grantAddonAction, searchAddonUsersAction } from "@/lib/addons/actions";
import { ADDON_KEYS, MAX_GRANT_USERS, NOTE_MAX, type TAddonKey } from "@/lib/addons/schemas";

type TPicked = { id: number; name: string; username: string; email: string };
type TFound = TPicked & { addons: Record<TAddonKey, boolean> };

/** /app/addons/new: the add-on, the last day, a note and the users (searched, picked one by one). */
export function GrantAddonForm({ today }: { today: string }) {
  const t = useTranslations("addons");
  const tb = useTranslations("billing.account.addons");
  const router = useRouter();
  const [addon, setAddon] = useState<TAddonKey>("googleCal");
  const [until, setUntil] = useState("");
  const [note, setNote] = useState("");
  const [q, setQ] = useState("");
  const [found, setFound] = useState<TFound[] | null>(null);
  const [picked, setPicked] = useState<TPicked[]>([]);
  // A refused search says the server's words in a toast.
  const { pending: searching, run: runSearch } = useAction(searchAddonUsersAction, {
    fields: () => null,
    text: (entry) => entry.message,
    refresh: false,
    onSuccess: (data) => setFound(data.users),
  });
  // The four fields' errors sit under their inputs (the first takes the focus); any other in a toast.
  const { pending, run, errors } = useAction(grantAddonAction, {
    fields: ["addon", "until", "note", "userIds"],
    text: (entry) => (t.has(`errors.${entry.code}`) ? t(`errors.${entry.code}`) : entry.message),
    focus: "[data-addon-form]",
    successMessage: (data) => t("granted", { count: data.granted }),
    href: "/app/addons",
  });

  function search() {
    runSearch({ q });
  }

  function toggle(u: TFound, on: boolean) {
    setPicked((list) => (on ? (list.some((p) => p.id === u.id) ? list : [...list, { id: u.id, name: u.name, username: u.username, email: u.email }]) : list.filter((p) => p.id !== u.id)));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    run({ addon, until, note, userIds: picked.map((p) => p.id) });
  }

  const err = (field: string) =>
    errors[field] ? (
      <p id={`addon-${field}-error`} className="text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null;
  const invalid = (field: string) => (errors[field] ? { "aria-invalid": true as const, "aria-describedby": `addon-${field}-error` } : {});

  return (
    <form onSubmit={submit} noValidate data-addon-form className="max-w-3xl space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="addon-addon" className="block text-sm font-medium text-slate-700">
            {t("addon")}
          </label>
          <select id="addon-addon" value={addon} onChange={(e) => setAddon(e.target.value as TAddonKey)} className={inputClass} {...invalid("addon")}>
            {ADDON_KEYS.map((k) => (
              <option key={k} value={k}>
                {tb(k)}
              </option>
            ))}
          </select>
          {err("addon")}
        </div>
        <div className="space-y-1">
          <label htmlFor="addon-until" className="block text-sm font-medium text-slate-700">
            {t("until")}
          </label>
          <input id="addon-until" type="date" min={today} value={until} onChange={(e) => setUntil(e.target.value)} className={inputClass} {...invalid("until")} />
          {err("until")}
        </div>
      </div>
      <div className="space-y-1">
        <label htmlFor="addon-note" className="block text-sm font-medium text-slate-700">
          {t("note")}
        </label>
        <MaxLengthTextarea id="addon-note" rows={3} maxLength={NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} className={inputClass} {...invalid("note")} />
        {err("note")}
      </div>
      <fieldset className="space-y-3 rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-medium text-slate-700">{t("users", { count: picked.length, max: MAX_GRANT_USERS })}</legend>
        <div className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <label htmlFor="addon-q" className="block text-sm font-medium text-slate-700">
              {t("findUser")}
            </label>
            <MaxLengthInput
              id="addon-q"
              type="search"
              value={q}
              maxLength={100}
              onChange={(e) => setQ(e.target.value)}
              {...invalid("userIds")}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  search();
                }
              }}
              className={`${inputClass} w-64`}
            />
          </div>
          <Button variant="secondary" onClick={search} disabled={searching}>
            {searching ? t("searching") : t("searchUsers")}
          </Button>
        </div>
        {found !== null ? (
          found.length === 0 ? (
            <p className="text-sm text-slate-600">{t("noUsers")}</p>
          ) : (
            <ul aria-label={t("results")} className="max-h-64 space-y-1 overflow-y-auto">
              {found.map((u) => (
                <li key={u.id}>
                  <label className="flex items-center gap-2 text-sm">
                    <input type="checkbox" checked={picked.some((p) => p.id === u.id)} onChange={(e) => toggle(u, e.target.checked)} />
                    <span>
                      {u.name}{" "}
                      <span className="text-slate-600">
                        ({u.username}, {u.email})
                      </span>
                      {u.addons[addon] ? <span className="ml-1 text-xs text-emerald-800">{t("holds")}</span> : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )
        ) : null}
        {picked.length > 0 ? (
          <ul aria-label={t("chosen")} className="flex flex-wrap gap-2">
            {picked.map((p) => (
              <li key={p.id} className="flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 px-2 py-0.5 text-xs">
                {p.name}
                <button
                  type="button"
                  className="rounded px-1 text-slate-700 hover:bg-slate-200"
                  aria-label={t("unpick", { name: p.name })}
                  onClick={() => setPicked((l) => l.filter((x) => x.id !== p.id))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {errors.userIds ? (
          <p id="addon-userIds-error" className="text-sm text-red-700">
            {errors.userIds}
          </p>
        ) : null}
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? t("granting") : t("grantSubmit")}
        </Button>
        <Button variant="ghost" onClick={() => router.push("/app/addons")}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
