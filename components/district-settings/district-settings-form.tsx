"use client";

import { useState } from "react";
import { saveDistrictSettingsAction } from "@/lib/district-settings/actions";
import type { TDistrictSettingsView } from "@/lib/district-settings/schemas";
import { buttonClass } from "@/components/ui/button";
import { Field, Form, NumberInput, SelectField, TextField } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";

type TLabels = Record<"target" | "targetHint" | "edition" | "edition3" | "edition4" | "editionHint" | "semesterBreak" | "semesterBreakHint" | "save" | "saved", string>;

// The district settings form (labels come translated from the page): target 50–100, edition 3 or 4,
// the first day of semester 2 as MM-DD. The server validates; its messages show next to their fields.
export function DistrictSettingsForm({ district, sendLeaid, labels }: { district: TDistrictSettingsView; sendLeaid: boolean; labels: TLabels }) {
  const [target, setTarget] = useState(String(district.directTarget));
  const [edition, setEdition] = useState(String(district.ascaEdition));
  const [semesterBreak, setSemesterBreak] = useState(district.semesterBreak ?? "");
  const { pending, run, error } = useAction(saveDistrictSettingsAction, { successMessage: labels.saved, refresh: false, focus: "#district-settings" });
  return (
    <Form
      id="district-settings"
      className="space-y-4"
      onSubmit={() =>
        run({
          ...(sendLeaid ? { leaid: district.leaid } : {}),
          direct_target: Number(target),
          asca_edition: Number(edition),
          semester_break: semesterBreak || null,
        })
      }
    >
      <Field id="ds-target" label={labels.target} hint={labels.targetHint} error={error("direct_target")}>
        {(control) => <NumberInput name="direct_target" min={50} max={100} required value={target} onValueChange={setTarget} {...control} className={`${control.className} max-w-32`} />}
      </Field>
      <SelectField
        id="ds-edition"
        name="asca_edition"
        label={labels.edition}
        hint={labels.editionHint}
        error={error("asca_edition")}
        value={edition}
        onChange={(e) => setEdition(e.target.value)}
        className="max-w-md"
        options={[
          { value: "4", label: labels.edition4 },
          { value: "3", label: labels.edition3 },
        ]}
      />
      <TextField
        id="ds-break"
        name="semester_break"
        label={labels.semesterBreak}
        hint={labels.semesterBreakHint}
        error={error("semester_break")}
        maxLength={5}
        placeholder="01-20"
        value={semesterBreak}
        onChange={(e) => setSemesterBreak(e.target.value)}
        className="max-w-32"
      />
      <button type="submit" disabled={pending} className={buttonClass("primary")}>
        {labels.save}
      </button>
    </Form>
  );
}
