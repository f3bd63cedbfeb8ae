"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Form, NumberField, SelectField, TextAreaField, TextField } from "@/components/ui/form";
import { saveCourseAction } from "@/lib/university/actions";
import { DEFAULT_CREDITS } from "@/lib/university/constants";
import { CreatedNote, SaveAndNewButtons, useSaveAndNew } from "./save-and-new";

export type TCourseFormValue = { ipedsid: string; courseCode: string; name: string; description: string; credits: string };

/**
 * A university course (credits default 3). Save returns to /app/universityCourses;
 * "Save and new" (new courses) stays on the form, empties it for the next course (keeping the
 * university) and shows 'Created.'. Faculty see only their university.
 */
export function CourseForm({ id, initial, universities }: { id: number | null; initial: TCourseFormValue; universities: { ipedsid: number; name: string }[] }) {
  const t = useTranslations("university.courses");
  const f = useTranslations("university.fields");
  const isNew = id === null;
  const returnTo = "/app/universityCourses";
  const { pending, save, error, created, edited, markAndNew } = useSaveAndNew({ isNew, returnTo });
  const [v, setV] = useState<TCourseFormValue>(initial);
  const codeRef = useRef<HTMLDivElement>(null);
  const set = (change: Partial<TCourseFormValue>) => {
    edited();
    setV((x) => ({ ...x, ...change }));
  };

  return (
    <Form
      data-university-form
      className="max-w-3xl space-y-4"
      onSubmit={() =>
        save(
          () => saveCourseAction({ ...v, credits: v.credits === "" ? undefined : v.credits }, id),
          () => {
            setV((x) => ({ ipedsid: x.ipedsid, courseCode: "", name: "", description: "", credits: String(DEFAULT_CREDITS) }));
            codeRef.current?.querySelector("input")?.focus();
          },
        )
      }
    >
      <CreatedNote shown={created > 0} />
      <SelectField
        id="course-university"
        label={f("university")}
        value={v.ipedsid}
        onChange={(e) => set({ ipedsid: e.target.value })}
        error={error("ipedsid")}
        disabled={universities.length === 1}
        options={[...(universities.length === 1 ? [] : [{ value: "", label: f("chooseUniversity") }]), ...universities.map((u) => ({ value: String(u.ipedsid), label: `${u.name} (${u.ipedsid})` }))]}
      />
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr_8rem]">
        <div ref={codeRef}>
          <TextField
            id="course-code"
            label={f("courseCode")}
            hint={f("courseCodeHint")}
            value={v.courseCode}
            maxLength={32}
            onChange={(e) => set({ courseCode: e.target.value })}
            error={error("courseCode")}
            required
          />
        </div>
        <TextField id="course-name" label={f("courseName")} value={v.name} maxLength={200} onChange={(e) => set({ name: e.target.value })} error={error("name")} required />
        <NumberField id="course-credits" label={f("credits")} min={0} max={99} integer value={v.credits} onValueChange={(credits) => set({ credits })} error={error("credits")} />
      </div>
      <TextAreaField
        id="course-description"
        label={f("description")}
        maxLength={2000}
        rows={4}
        value={v.description}
        onChange={(e) => set({ description: e.target.value })}
        error={error("description")}
      />
      <SaveAndNewButtons isNew={isNew} returnTo={returnTo} pending={pending} createLabel={t("create")} onAndNew={markAndNew} />
    </Form>
  );
}
