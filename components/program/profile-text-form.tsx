"use client";

import { useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { callAction, shownByShell } from "@/components/billing-account/call-action";
import { Button } from "@/components/ui/button";
import { RichTextField } from "@/components/ui/rich-text-field";
import { successToast } from "@/components/ui/success-toast";
import { useErrorText } from "@/components/ui/use-error-text";
import { saveDistrictTextAction, saveProfileTextAction } from "@/lib/program/actions";
import type { TProfileField } from "@/lib/program/schemas";

// The editor of one school-profile text (mission, vision or beliefs), or of a manager's district text.
// Saved, it shows 'Saved.' and goes back to the program-planning list (spec 3 §2.6); the district
// text stays on the page.

type TProps = { field: TProfileField; initial: string; label: string; district?: boolean; hint?: string };

export function ProfileTextForm({ field, initial, label, district = false, hint }: TProps) {
  const t = useTranslations("program.common");
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, startTransition] = useTransition();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const id = district ? `district-${field}` : `profile-${field}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    startTransition(async () => {
      const result = await callAction(() => (district ? saveDistrictTextAction({ field, text }) : saveProfileTextAction({ field, text })));
      if (result.ok) {
        successToast(t("saved"));
        if (district) router.refresh();
        else router.push("/app/re");
        return;
      }
      if (shownByShell(result)) return;
      const entry = result.error[0];
      if (entry?.field === "text") setError(t("errors.text"));
      else toast.error(errorText(entry, t("failed")));
    });
  }

  return (
    <form onSubmit={submit} className="space-y-3" aria-busy={pending} noValidate data-testid={`${id}-form`}>
      <RichTextField id={id} label={label} value={text} onChange={setText} hint={hint} error={error} />
      <Button type="submit" disabled={pending} data-testid={`${id}-save`}>
        {t("save")}
      </Button>
    </form>
  );
}
