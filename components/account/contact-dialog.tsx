"use client";

import { useEffect, useId, useRef, useState, useTransition, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert, TextAreaField, TextField } from "@/components/ui/form";
import { contactAction } from "@/lib/account/actions";
import { CONTACT_CLOSE_DELAY_MS, CONTACT_FIELDS, missingContactFields, type TContactField } from "@/lib/account/rules";
import { useAccountErrorText } from "./use-account-error";

const EMPTY: Record<TContactField, string> = { your_email: "", your_name: "", your_phone: "", msg: "" };

/** The "Contact us" dialog; loaded only when a visitor opens it (components/account/contact-button.tsx). */
export function ContactDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("account.contact");
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("title")} description={t("intro")} closeLabel={t("close")}>
      {open ? <ContactForm onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

/**
 * "Contact form: checked in order email, name, phone, then message; each is required and shows an
 * error flag when empty; no format check." The first failing field gets the flag and the focus.
 * On success: 'Sent with success.', then the dialog closes by itself.
 */
function ContactForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations("account.contact");
  const errorText = useAccountErrorText();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [flag, setFlag] = useState<{ field: TContactField; text: string } | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(onDone, CONTACT_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sent, onDone]);

  const flagField = (field: TContactField, text: string) => {
    setFlag({ field, text });
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const [first] = missingContactFields(values);
    if (first) return flagField(first, t(`required.${first}`));
    setFlag(null);
    startTransition(async () => {
      const result = await contactAction(values);
      if (!result.ok) {
        const entry = result.error.find((e) => (CONTACT_FIELDS as readonly string[]).includes(e.field ?? ""));
        if (entry) return flagField(entry.field as TContactField, errorText(entry, entry.message));
        return setAlert(errorText(result.error[0], t("failed")));
      }
      setSent(true);
      toast.success(t("sent"));
    });
  };

  if (sent) {
    return (
      <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
        {t("sent")}
      </p>
    );
  }

  const field = (name: TContactField, type: string, autoComplete: string) => {
    const common = { id: `${id}-${name}`, name, label: t(`fields.${name}`), value: values[name], required: true, error: flag?.field === name ? flag.text : undefined };
    return name === "msg" ? (
      <TextAreaField {...common} maxLength={5000} onChange={(e) => setValues({ ...values, msg: e.target.value })} />
    ) : (
      <TextField {...common} type={type} autoComplete={autoComplete} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
    );
  };

  return (
    <form ref={formRef} method="post" onSubmit={submit} className="space-y-4" noValidate>
      <FormAlert>{alert}</FormAlert>
      {field("your_email", "email", "email")}
      {field("your_name", "text", "name")}
      {field("your_phone", "tel", "tel")}
      {field("msg", "text", "off")}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t("sending") : t("submit")}
      </Button>
    </form>
  );
}
