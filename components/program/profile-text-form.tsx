"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Form, RichTextField } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import { saveDistrictTextAction, saveProfileTextAction } from "@/lib/program/actions";
import type { TProfileField } from "@/lib/program/schemas";

// The editor of one school-profile text (mission, vision or beliefs), or of a manager's district text.
// Saved, it shows 'Saved.' and goes back to the program-planning list; the district
// text stays on the page.

type TProps = { field: TProfileField; initial: string; label: string; district?: boolean; hint?: string };

export function ProfileTextForm({ field, initial, label, district = false, hint }: TProps) {
  const t = useTranslations("program.common");
  const { pending, submit, error } = useAction(null, { namespace: "program.common", fields: ["text"] });
  const [text, setText] = useState(initial);
  const id = district ? `district-${field}` : `profile-${field}`;

  const save = () => submit(() => (district ? saveDistrictTextAction({ field, text }) : saveProfileTextAction({ field, text })), { message: t("saved"), href: district ? undefined : "/app/re" });

  return (
    <Form onSubmit={save} className="space-y-3" aria-busy={pending} data-testid={`${id}-form`}>
      <RichTextField id={id} label={label} value={text} onChange={setText} hint={hint} error={error("text") ? t("errors.text") : undefined} />
      <Button type="submit" disabled={pending} data-testid={`${id}-save`}>
        {t("save")}
      </Button>
    </Form>
  );
}
