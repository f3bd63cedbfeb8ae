"use client";

import { useId, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { CategorySelect } from "@/components/calendar/category-select";
import { TimePicker } from "@/components/calendar/time-picker";
import { EMPTY_SERVICES, isReferralCategory, servicePayload, ServiceFields, type TServiceValues } from "@/components/calendar/service-fields";
import { logOffline } from "@/components/offline/log-offline";
import { useConfidential } from "@/components/shell/confidential";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { FormButtons } from "@/components/ui/form-buttons";
import { Dialog } from "@/components/ui/dialog";
import { inputClass, NumberInput, MaxLengthInput, MaxLengthTextarea } from "@/components/ui/form";
import { useErrorText } from "@/components/ui/use-error-text";
import { logContactAction } from "@/lib/logs/actions";
import { nowRounded } from "@/lib/logs/rules";
import { initials, type TLogsContext } from "./types";

type TProps = { open: boolean; onOpenChange: (open: boolean) => void; context: TLogsContext; onSaved: () => void };

type TDraft = {
  date: string;
  time: string;
  duration: string;
  categoryId: number | null;
  clientId: number | null;
  students: string;
  title: string;
  notes: string;
  status: "done" | "planned" | "cancelled";
  services: TServiceValues;
};

const ERROR_FIELD: Partial<Record<keyof TDraft, string>> = { categoryId: "category", clientId: "client" };

function freshDraft(timezone: string): TDraft {
  const now = nowRounded(new Date(), timezone);
  return { date: now.date, time: now.time, duration: "15", categoryId: null, clientId: null, students: "0", title: "", notes: "", status: "done", services: EMPTY_SERVICES };
}

/** "Log a contact": a quick entry of what just happened, without opening the calendar. */
export function ContactDialog({ open, onOpenChange, context, onSaved }: TProps) {
  const t = useTranslations("logs.contact");
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("title")} description={t("description")} closeLabel={t("close")}>
      {open ? <ContactForm context={context} onDone={() => onOpenChange(false)} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function ContactForm({ context, onDone, onSaved }: { context: TLogsContext; onDone: () => void; onSaved: () => void }) {
  const t = useTranslations("logs.contact");
  const to = useTranslations("offline");
  const ts = useTranslations("logs.status");
  const tsv = useTranslations("calendar.services");
  const errorText = useErrorText();
  const { hidden } = useConfidential();
  const id = useId();
  const [v, setV] = useState<TDraft>(() => freshDraft(context.timezone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();
  const set = (patch: Partial<TDraft>) => {
    setV((x) => ({ ...x, ...patch }));
    // A field the user changes loses its old error.
    const touched = Object.keys(patch).map((k) => ERROR_FIELD[k as keyof TDraft] ?? k);
    setErrors((e) => (touched.some((k) => e[k]) ? Object.fromEntries(Object.entries(e).filter(([k]) => !touched.includes(k))) : e));
  };
  const category = context.categories.find((c) => c.id === v.categoryId) ?? null;

  const chooseClient = (clientId: number | null) => {
    const client = context.clients.find((c) => c.id === clientId);
    set({ clientId, students: String(client ? (client.type === "student" ? 1 : client.count) : 0) });
  };

  const submit = () => {
    const title = v.title.trim() || (category ? t("defaultTitle", { category: category.name }) : "");
    startTransition(async () => {
      const payload = {
        title,
        date: v.date,
        time: v.time,
        duration: v.duration,
        category_id: v.categoryId ?? "",
        client_id: v.clientId,
        students: v.students,
        notes: v.notes,
        status: v.status,
        ...servicePayload(v.services),
      };
      // Without a connection the contact is kept on the device (encrypted) and sent when it returns.
      const queued = await logOffline(payload, context.userId, title);
      if (queued !== "online") {
        if (queued === "queued") {
          toast.success(to("queued"));
          onDone();
        } else toast.error(to("noKey"));
        return;
      }
      const result = watchUnauthorized(await logContactAction(payload, context.userId));
      if (result.ok) {
        toast.success(t("saved"));
        onSaved();
        onDone();
        return;
      }
      const fields: Record<string, string> = {};
      for (const e of result.error) {
        const field = e.field === "category_id" ? "category" : e.field === "client_id" ? "client" : e.field;
        // An empty title is made from the category: without one, the category's error says it all.
        if (field === "title" && !v.title.trim()) continue;
        // The services fields (tier, domain, referral) have their words in calendar.services.
        if (field && field in v.services) {
          fields[field] ??= tsv(`errors.${field}`);
          continue;
        }
        if (field && field !== "body") fields[field] ??= t.has(`errors.${field}`) ? t(`errors.${field}`) : errorText(e, t("errors.generic"));
      }
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast.error(errorText(result.error[0], t("errors.generic")));
    });
  };

  const field = (name: string) => ({ "aria-invalid": errors[name] ? true : undefined, "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined });
  const message = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-xs text-red-700">
        {errors[name]}
      </p>
    ) : null;
  const label = "block text-sm font-medium text-slate-700";

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-date`} className={label}>
            {t("date")}
          </label>
          <input id={`${id}-date`} type="date" value={v.date} onChange={(e) => set({ date: e.target.value })} className={inputClass} {...field("date")} />
          {message("date")}
        </div>
        <TimePicker legend={t("time")} value={v.time} onChange={(time) => set({ time })} error={errors.time} idPrefix={`${id}-time`} />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-duration`} className={label}>
          {t("duration")}
        </label>
        <NumberInput
          id={`${id}-duration`}
          emptyAllowed={false}
          min={5}
          max={1440}
          step={5}
          value={v.duration}
          onValueChange={(duration) => set({ duration })}
          className={`${inputClass} w-32`}
          {...field("duration")}
        />
        {message("duration")}
      </div>
      <CategorySelect categories={context.categories} value={v.categoryId} onChange={(categoryId) => set({ categoryId })} error={errors.category ?? null} idPrefix={`${id}-cat`} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-client`} className={label}>
            {t("client")}
          </label>
          <select id={`${id}-client`} value={v.clientId ?? ""} onChange={(e) => chooseClient(e.target.value ? Number(e.target.value) : null)} className={inputClass} {...field("client")}>
            <option value="">{t("noClient")}</option>
            {context.clients.map((c) => (
              <option key={c.id} value={c.id}>
                {`${hidden ? initials(c.name) : c.name}${c.type === "group" ? ` (${t("group")})` : ""}`}
              </option>
            ))}
          </select>
          {message("client")}
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-students`} className={label}>
            {t("students")}
          </label>
          <NumberInput id={`${id}-students`} min={0} max={10000} step={1} value={v.students} onValueChange={(students) => set({ students })} className={`${inputClass} w-32`} {...field("students")} />
          {message("students")}
        </div>
      </div>
      <ServiceFields
        idPrefix={`${id}-svc`}
        value={v.services}
        errors={errors}
        referralCategory={isReferralCategory(v.categoryId, context.categories)}
        owner={{ userId: context.userId }}
        onChange={(patch) => {
          set({ services: { ...v.services, ...patch } });
          setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
        }}
      />
      <div className="space-y-1">
        <label htmlFor={`${id}-title`} className={label}>
          {t("titleField")}
        </label>
        <MaxLengthInput
          id={`${id}-title`}
          value={v.title}
          maxLength={200}
          placeholder={category ? t("defaultTitle", { category: category.name }) : t("titlePlaceholder")}
          onChange={(e) => set({ title: e.target.value })}
          className={inputClass}
          {...field("title")}
        />
        {message("title")}
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-notes`} className={label}>
          {t("notes")}
        </label>
        <MaxLengthTextarea
          id={`${id}-notes`}
          rows={3}
          maxLength={10000}
          value={v.notes}
          onChange={(e) => set({ notes: e.target.value })}
          className={`${inputClass} ${hidden ? "text-transparent [text-shadow:0_0_6px_rgba(0,0,0,0.5)]" : ""}`}
          {...field("notes")}
        />
        {message("notes")}
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-status`} className={label}>
          {t("status")}
        </label>
        <select id={`${id}-status`} value={v.status} onChange={(e) => set({ status: e.target.value as TDraft["status"] })} className={`${inputClass} w-48`}>
          {(["done", "planned", "cancelled"] as const).map((s) => (
            <option key={s} value={s}>
              {ts(s)}
            </option>
          ))}
        </select>
      </div>
      <FormButtons onCancel={onDone} cancelLabel={t("cancel")} submitLabel={t("save")} pending={pending} />
    </form>
  );
}
