import { count, eq, inArray } from "drizzle-orm";
import { createHash } from "node:crypto";
import type { TDbOrTx } from "../client";
import * as s from "../schema";
import { isoWeekday } from "@/lib/calendar/rules";
import { addDaysIso, todayIn } from "@/lib/users/rules";

// The demo counselor's lessons: a survey with four statements, three lessons (two shared), and one
// delivered lesson whose pre and post surveys were answered, so the results tab and its PDF open on
// real figures. A colleague at another school has commented on and rated the shared lesson.

const STATEMENTS = [
  "I know what to do when I feel nervous before a test.",
  "I can use a breathing exercise to calm down.",
  "I plan my study time before a test.",
  "I feel confident asking a teacher for help.",
];
// Answers per statement (1-5) of the 20 students, before and after the lesson: deterministic.
const PRE = [2, 2, 3, 2];
const POST = [4, 4, 3, 4];

/** The last school day (Monday-Friday) before today in the counselor's zone, at least a week back. */
function deliveryDate(timezone: string, now: Date): string {
  let date = addDaysIso(todayIn(timezone, now), -7);
  while (isoWeekday(date) > 5) date = addDaysIso(date, -1);
  return date;
}

export async function seedDemoLessons(tx: TDbOrTx, now: Date): Promise<void> {
  const users = await tx
    .select({ id: s.users.id, username: s.users.username, timezone: s.users.timezone })
    .from(s.users)
    .where(inArray(s.users.username, ["counselor", "hscounselor"]));
  const counselor = users.find((u) => u.username === "counselor");
  const colleague = users.find((u) => u.username === "hscounselor");
  if (!counselor) return;
  const [{ n }] = await tx.select({ n: count() }).from(s.lessons).where(eq(s.lessons.userId, counselor.id));
  if (n > 0) return;

  const [survey] = await tx
    .insert(s.surveys)
    .values({
      userId: counselor.id,
      name: "Test anxiety check-in",
      likertLevels: 5,
      likert1: "Strongly disagree",
      likert2: "Disagree",
      likert3: "Not sure",
      likert4: "Agree",
      likert5: "Strongly agree",
    })
    .returning({ id: s.surveys.id });
  const questions = await tx
    .insert(s.surveyQuestions)
    .values(STATEMENTS.map((text, i) => ({ surveyId: survey.id, position: i + 1, text })))
    .returning({ id: s.surveyQuestions.id, position: s.surveyQuestions.position });

  const [calm, goals, careers] = await tx
    .insert(s.lessons)
    .values([
      {
        userId: counselor.id,
        name: "Calm before the test",
        share: true,
        teachingMethodId: 2,
        lessonNumber: 3,
        social: true,
        collectionMethodId: 13,
        percCollectionMethod: 100,
        ofTotal: 20,
        achievement: true,
        surveyId: survey.id,
        inRamp: true,
        objective1: "<p>Students will name <strong>two</strong> strategies to calm test anxiety.</p>",
        objective2: "<p>Students will practise a breathing exercise.</p>",
        outcome: "<p>Fewer students report feeling nervous before tests.</p>",
        implication: "<p>Repeat the breathing exercise before the spring tests.</p>",
      },
      {
        userId: counselor.id,
        name: "Goal setting for high school",
        teachingMethodId: 7,
        lessonNumber: 5,
        academic: true,
        attendance: true,
        objective1: "<p>Each student writes one <em>SMART</em> goal for the semester.</p>",
      },
      {
        userId: counselor.id,
        name: "Career clusters exploration",
        share: true,
        teachingMethodId: 8,
        lessonNumber: 12,
        career: true,
        objective1: "<p>Students explore two career clusters that match their interests.</p>",
      },
    ])
    .returning({ id: s.lessons.id });
  await tx.insert(s.lessonStandards).values([
    { lessonId: calm.id, standardId: 17, position: 1 },
    { lessonId: calm.id, standardId: 1, position: 2 },
    { lessonId: goals.id, standardId: 7, position: 1 },
    { lessonId: careers.id, standardId: 6, position: 1 },
  ]);
  await tx.insert(s.lessonGrades).values([
    { lessonId: calm.id, gradeId: 9 },
    { lessonId: calm.id, gradeId: 10 },
    { lessonId: goals.id, gradeId: 9 },
    { lessonId: careers.id, gradeId: 13 },
  ]);

  const [category] = await tx.select({ id: s.useOfTimeCategories.id }).from(s.useOfTimeCategories).where(eq(s.useOfTimeCategories.name, "Instruction")).limit(1);
  const [event] = await tx
    .insert(s.events)
    .values({
      userId: counselor.id,
      title: "Calm before the test — Grade 9",
      date: deliveryDate(counselor.timezone, now),
      time: "10:00",
      durationMinutes: 45,
      categoryId: category?.id ?? null,
      lessonId: calm.id,
      studentsCount: 20,
      maleCount: 11,
      femaleCount: 9,
      gradeId: 9,
      status: "done",
    })
    .returning({ id: s.events.id });
  await tx.update(s.lessons).set({ eventId: event.id }).where(eq(s.lessons.id, calm.id));
  await tx.insert(s.lessonEvents).values({
    eventId: event.id,
    surveyId: survey.id,
    inRamp: true,
    dcpOutcome: "<p>Average confidence rose from 2.3 to 3.8 of 5.</p>",
    implication: "<p>Add a follow-up group for the students who stayed at 1 or 2.</p>",
  });
  for (const phase of ["pre", "post"] as const) {
    const [admin] = await tx.insert(s.surveyAdministrations).values({ surveyId: survey.id, eventId: event.id, phase }).returning({ id: s.surveyAdministrations.id });
    const base = phase === "pre" ? PRE : POST;
    for (let student = 0; student < 20; student++) {
      const deviceHash = createHash("sha256").update(`demo-${phase}-${student}`).digest("hex");
      const [response] = await tx.insert(s.surveyResponses).values({ administrationId: admin.id, deviceHash }).returning({ id: s.surveyResponses.id });
      await tx.insert(s.surveyAnswers).values(questions.map((q, i) => ({ responseId: response.id, questionId: q.id, value: Math.min(5, Math.max(1, base[i] + ((student + i) % 3) - 1)) })));
    }
  }

  if (colleague) {
    await tx.insert(s.sharedRatings).values({ subjectType: "lesson", subjectId: calm.id, userId: colleague.id, value: 5 });
    await tx.insert(s.comments).values({
      subjectType: "lesson",
      subjectId: calm.id,
      userId: colleague.id,
      body: "We used this with our ninth graders before finals: the breathing exercise worked well.",
    });
  }
}
