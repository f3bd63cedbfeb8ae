import "server-only";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { sanitizeRichText } from "@/lib/http/rich-text";
import type { TLessonJson } from "@/lib/lessons/schemas";
import type { TLabelledItem } from "@/lib/lessons/page-data";

type TProps = {
  lesson: TLessonJson;
  teachingMethods: TLabelledItem[];
  collectionMethods: TLabelledItem[];
  grades: TLabelledItem[];
  standards: { id: number; abbrev: string; name: string }[];
  standardsLabel: string;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** Stored rich text, cleaned again on the way out (the stored copy was cleaned on the way in). */
function Rich({ html, empty }: { html: string; empty: string }) {
  if (!html) return <span className="text-slate-500">{empty}</span>;
  return <div className="[&_a]:text-brand-700 [&_a]:underline [&_p]:my-1" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}

/** The read-only lesson (/lesson/view/{id}): every field, for the owner or any reader of a shared lesson. */
export async function LessonView({ lesson, teachingMethods, collectionMethods, grades, standards, standardsLabel }: TProps) {
  const t = await getTranslations("lessons");
  const none = t("view.none");
  const yes = (v: boolean) => (v ? t("view.yes") : t("view.no"));
  const picked = (flags: [boolean, string][]) =>
    flags
      .filter(([on]) => on)
      .map(([, label]) => label)
      .join(", ") || none;
  const teaching = teachingMethods.find((m) => m.id === lesson.teachingMethod);
  const collection = collectionMethods.find((m) => m.id === lesson.collectionMethod);
  const gradeName = new Map(grades.map((g) => [g.id, g.name]));
  const chosen = lesson.mindsets.map((id) => standards.find((s) => s.id === id)).filter((s) => !!s);
  return (
    <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white px-4" data-testid="lesson-view">
      <Row label={t("form.lessonNumber")}>{lesson.lessonNumer ?? none}</Row>
      <Row label={t("form.teachingMethod")}>{teaching ? `${teaching.name} – ${teaching.description}` : none}</Row>
      <Row label={t("form.domainsLegend")}>
        {picked([
          [lesson.academic, t("form.academic")],
          [lesson.social, t("form.social")],
          [lesson.career, t("form.career")],
        ])}
      </Row>
      <Row label={t("form.dataLegend")}>
        {picked([
          [lesson.achievement, t("form.achievement")],
          [lesson.attendance, t("form.attendance")],
          [lesson.behavior, t("form.behavior")],
        ])}
      </Row>
      <Row label={t("form.gradesLegend")}>{lesson.grades.length ? lesson.grades.map((g) => gradeName.get(g) ?? g).join(", ") : none}</Row>
      <Row label={standardsLabel}>
        {chosen.length ? (
          <ul className="space-y-1">
            {chosen.map((s) => (
              <li key={s.id}>
                <span className="font-medium">{s.abbrev}</span> {s.name}
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </Row>
      <Row label={t("form.collectionMethod")}>{collection ? `${collection.name} – ${collection.description}` : none}</Row>
      <Row label={t("form.percCollectionMethod")}>{lesson.percCollectionMethod === null ? none : `${lesson.percCollectionMethod}%`}</Row>
      <Row label={t("form.ofTotal")}>{lesson.ofTotal ?? none}</Row>
      <Row label={t("form.inRAMP")}>{yes(lesson.inRAMP)}</Row>
      <Row label={t("form.objective1")}>
        <Rich html={lesson.objective1} empty={none} />
      </Row>
      <Row label={t("form.objective2")}>
        <Rich html={lesson.objective2} empty={none} />
      </Row>
      <Row label={t("form.outcome")}>
        <Rich html={lesson.outcome} empty={none} />
      </Row>
      <Row label={t("form.implication")}>
        <Rich html={lesson.implication} empty={none} />
      </Row>
    </dl>
  );
}
