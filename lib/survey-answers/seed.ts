import { count, inArray, like } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { contactMessages, userSurveys } from "@/db/schema";
import { surveyText } from "@/lib/pages/rules";

// Demo answers for /app/usersurvey and /app/usersurveyTrainigApp. No "server-only": the seed CLI runs it.

const ago = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

export async function seedDemoSurveyAnswers(tx: TDbOrTx, now: Date, ids: ReadonlyMap<string, number>): Promise<void> {
  const people = ["counselor", "manager", "hscounselor", "dunlapcounselor", "emersoncounselor"].map((u) => ids.get(u)).filter((id): id is number => id !== undefined);
  const [{ n }] = await tx
    .select({ n: count() })
    .from(userSurveys)
    .where(inArray(userSurveys.userId, people.length ? people : [0]));
  if (Number(n) === 0 && people.length === 5) {
    const answers = [
      { heardFrom: "colleague", goals: ["useOfTime", "reports"], schoolLevel: "middle", comment: "Our principal asked for a use-of-time report." },
      { heardFrom: "district", goals: ["reports", "goals"], schoolLevel: "district" },
      { heardFrom: "conference", goals: ["ramp", "lessons", "goals"], schoolLevel: "high", comment: "Preparing RAMP for next year." },
      { heardFrom: "search", goals: ["useOfTime"], schoolLevel: "elementary" },
      { heardFrom: "colleague", goals: ["appointments", "useOfTime"], schoolLevel: "high" },
    ];
    await tx.insert(userSurveys).values(people.map((userId, i) => ({ userId, answers: answers[i], createdAt: ago(now, 40 - i * 7) })));
  }
  const [{ t }] = await tx.select({ t: count() }).from(contactMessages).where(like(contactMessages.message, "Training survey:%"));
  if (Number(t) === 0) {
    const rows = [
      { name: "Jordan Avery", email: "jordan.avery@example.org", a: { satisfaction: 5, usefulness: 5, nextStep: "trial" as const, comments: "Clear and practical, thank you." }, days: 21 },
      { name: "Sam Rivera", email: "", a: { satisfaction: 4, usefulness: 4, nextStep: "quote" as const, comments: "" }, days: 14 },
      { name: "Anonymous", email: "", a: { satisfaction: 3, usefulness: 4, nextStep: "moreInfo" as const, comments: "A slower pace for the reports part, please." }, days: 6 },
      { name: "Taylor Brooks", email: "taylor.brooks@example.org", a: { satisfaction: 5, usefulness: 4, nextStep: "trial" as const, comments: "" }, days: 2 },
    ];
    await tx.insert(contactMessages).values(rows.map((r) => ({ name: r.name, email: r.email, phone: "", message: surveyText("T", r.a), createdAt: ago(now, r.days) })));
  }
}
