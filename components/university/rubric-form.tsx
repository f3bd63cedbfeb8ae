"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Form } from "@/components/ui/form";
import { Button } from "@/components/ui/button";
import { saveRubricAction } from "@/lib/university/actions";
import type { TLevels } from "@/lib/university/rules";
import { LevelFields } from "./assignment-form";
import { useAction } from "@/components/ui/use-action";

type TValue = { [K in keyof TLevels]: string };

/** The rubric of one university: labels L1-L4 and points L1-L5, the start of every new assignment. */
export function RubricForm({ ipedsid, initial }: { ipedsid: number; initial: TLevels }) {
  const f = useTranslations("university.fields");
  const t = useTranslations("university.rubric");
  const { pending, run, error } = useAction(saveRubricAction, { namespace: "university", focus: "[data-university-form]", successMessage: f("saved") });
  const [v, setV] = useState<TValue>(() => {
    const { l1, l2, l3, l4, l1Points, l2Points, l3Points, l4Points, l5Points } = initial;
    return { l1, l2, l3, l4, l1Points: String(l1Points), l2Points: String(l2Points), l3Points: String(l3Points), l4Points: String(l4Points), l5Points: String(l5Points) };
  });
  return (
    <Form
      data-university-form
      className="max-w-3xl space-y-4"
      onSubmit={() => {
        run({ ipedsid, ...v });
      }}
    >
      <LevelFields value={v} onChange={(c) => setV((x) => ({ ...x, ...c }))} error={error} idPrefix="rubric" legend={t("levels")} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {t("save")}
        </Button>
      </div>
    </Form>
  );
}
