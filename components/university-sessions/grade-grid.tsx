"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { SelectField, TextField } from "@/components/ui/form";
import { Button } from "@/components/ui/button";
import { TableScroll } from "@/components/ui/table-scroll";
import { saveGradeAction } from "@/lib/university/sessions-actions";
import { EXTRA_CREDIT_LEVEL, GRADE_LEVELS, labelOfLevel, pointsOfLevel, type TAssignmentScale } from "@/lib/university/sessions-rules";
import { useAction } from "@/components/ui/use-action";
import { TableHead } from "@/components/ui/table-head";

export type TGridAssignment = TAssignmentScale & { id: number; name: string };
export type TGridGrade = { assignmentId: number; level: number; points: number; comment: string };

/** One student's grades in a session: a row per assignment of the course, with its level (L1-L4, or 5: extra credit beyond level 4) and an optional comment. */
export function GradeGrid({ sessionId, student, assignments, grades }: { sessionId: number; student: { userId: number; name: string }; assignments: TGridAssignment[]; grades: TGridGrade[] }) {
  const t = useTranslations("universitySessions.grades");
  if (assignments.length === 0) return <p className="text-sm text-slate-700">{t("noAssignments")}</p>;
  return (
    <TableScroll>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("caption", { name: student.name })}</caption>
        <TableHead
          className="bg-slate-50 text-slate-700"
          columns={[t("assignment"), t("level"), t("comment"), { label: t("points"), className: "px-3 py-2 text-right" }, { label: t("actions"), hidden: true }]}
        />
        <tbody>
          {assignments.map((a) => (
            <GradeRow key={a.id} sessionId={sessionId} student={student} assignment={a} grade={grades.find((g) => g.assignmentId === a.id) ?? null} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function GradeRow({ sessionId, student, assignment, grade }: { sessionId: number; student: { userId: number; name: string }; assignment: TGridAssignment; grade: TGridGrade | null }) {
  const t = useTranslations("universitySessions.grades");
  const formKey = `grade-${student.userId}-${assignment.id}`;
  const { pending, submit, error } = useAction(null, { namespace: "universitySessions", focus: `[data-session-form="${formKey}"]` });
  const [level, setLevel] = useState(grade ? String(grade.level) : "");
  const [comment, setComment] = useState(grade?.comment ?? "");
  const levelName = (l: number) => (l === EXTRA_CREDIT_LEVEL ? t("extraCredit") : (labelOfLevel(assignment, l) ?? `L${l}`));
  const options = [
    { value: "", label: t("notGraded") },
    ...GRADE_LEVELS.map((l) => ({ value: String(l), label: t("levelOption", { level: l, label: levelName(l), points: pointsOfLevel(assignment, l) }) })),
  ];
  const id = `${formKey}`;
  return (
    <tr className="border-t border-slate-200 align-top" data-session-form={formKey}>
      <th scope="row" className="px-3 py-2 font-medium">
        {assignment.name}
      </th>
      <td className="px-3 py-2">
        <SelectField
          id={`${id}-level`}
          hideLabel
          label={t("levelFor", { assignment: assignment.name, name: student.name })}
          value={level}
          onChange={(e) => setLevel(e.target.value)}
          error={error("level")}
          options={options}
        />
      </td>
      <td className="px-3 py-2">
        <TextField
          id={`${id}-comment`}
          hideLabel
          label={t("commentFor", { assignment: assignment.name, name: student.name })}
          value={comment}
          maxLength={2000}
          onChange={(e) => setComment(e.target.value)}
          error={error("comment")}
        />
      </td>
      <td className="px-3 py-2 text-right tabular-nums">{grade ? grade.points : "–"}</td>
      <td className="px-3 py-2 text-right">
        <Button
          variant="secondary"
          disabled={pending || level === ""}
          aria-busy={pending}
          aria-label={t("saveFor", { assignment: assignment.name, name: student.name })}
          onClick={() => submit(() => saveGradeAction({ sessionId, assignmentId: assignment.id, studentId: student.userId, level, comment }), { message: t("saved") })}
        >
          {t("save")}
        </Button>
      </td>
    </tr>
  );
}
