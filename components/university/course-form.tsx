"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { AdminInput, AdminNumber, AdminSelect } from "@/components/billing-admin/controls";
import { Button, buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { MaxLengthTextarea } from "@/components/ui/max-length-field";
import { successToast } from "@/components/ui/success-toast";
import { saveCourseAction } from "@/lib/university/actions";
import { DEFAULT_CREDITS } from "@/lib/university/constants";
import { useUniversityAction } from "./use-university-action";

export type TCourseFormValue = { ipedsid: string; courseCode: string; name: string; description: string; credits: string };

/**
 * A university course (spec 3 §2.6, §3: credits default 3). Save returns to /app/universityCourses;
 * "Save and new" (new courses) stays on the form, empties it for the next course (keeping the
 * university) and shows 'Created.'. Faculty see only their university.
 */
export function CourseForm({ id, initial, universities }: { id: number | null; initial: TCourseFormValue; universities: { ipedsid: number; name: string }[] }) {
  const t = useTranslations("university.courses");
  const f = useTranslations("university.fields");
  const router = useRouter();
  const { pending, submit, error, clearErrors } = useUniversityAction();
  const [v, setV] = useState<TCourseFormValue>(initial);
  const [created, setCreated] = useState(0);
  const andNew = useRef(false);
  const codeRef = useRef<HTMLDivElement>(null);
  const set = (change: Partial<TCourseFormValue>) => {
    setCreated(0);
    setV((x) => ({ ...x, ...change }));
  };
  const isNew = id === null;

  return (
    <form
      data-university-form
      noValidate
      className="max-w-3xl space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        const stay = andNew.current;
        andNew.current = false;
        submit(() => saveCourseAction({ ...v, credits: v.credits === "" ? undefined : v.credits }, id), () => {
          successToast(f(isNew ? "created" : "saved"));
          if (stay) {
            setV((x) => ({ ipedsid: x.ipedsid, courseCode: "", name: "", description: "", credits: String(DEFAULT_CREDITS) }));
            setCreated((n) => n + 1);
            clearErrors();
            codeRef.current?.querySelector("input")?.focus();
            router.refresh();
            return;
          }
          router.push("/app/universityCourses");
          router.refresh();
        });
      }}
    >
      {created ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
          {f("created")}
        </p>
      ) : null}
      <AdminSelect
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
          <AdminInput id="course-code" label={f("courseCode")} hint={f("courseCodeHint")} value={v.courseCode} maxLength={32} onChange={(e) => set({ courseCode: e.target.value })} error={error("courseCode")} required />
        </div>
        <AdminInput id="course-name" label={f("courseName")} value={v.name} maxLength={200} onChange={(e) => set({ name: e.target.value })} error={error("name")} required />
        <AdminNumber id="course-credits" label={f("credits")} min={0} max={99} integer value={v.credits} onValueChange={(credits) => set({ credits })} error={error("credits")} />
      </div>
      <div className="space-y-1">
        <label htmlFor="course-description" className="block text-sm font-medium text-slate-700">
          {f("description")}
        </label>
        <MaxLengthTextarea
          id="course-description"
          maxLength={2000}
          rows={4}
          value={v.description}
          onChange={(e) => set({ description: e.target.value })}
          aria-invalid={error("description") ? true : undefined}
          aria-describedby={error("description") ? "course-description-error" : undefined}
          className={inputClass}
        />
        {error("description") ? (
          <p id="course-description-error" className="text-xs text-red-700">
            {error("description")}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Link href="/app/universityCourses" className={buttonClass("secondary")}>
          {f("cancel")}
        </Link>
        {isNew ? (
          <Button type="submit" variant="secondary" disabled={pending} onClick={() => (andNew.current = true)}>
            {f("saveAndNew")}
          </Button>
        ) : null}
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {isNew ? t("create") : f("save")}
        </Button>
      </div>
    </form>
  );
}
