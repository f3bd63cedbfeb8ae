import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { listQuestions } from "@/lib/help/admin-queries";
import { Forbidden, guardArea } from "@/components/shell/forbidden";

export async function generateMetadata() {
  return { title: (await getTranslations("nav.items"))("questions") };
}

export default async function QuestionsPage() {
  const denied = await guardArea("admin");
  if (denied) return denied;
  const { user } = await requireActor();
  if (!can(user, "questions.read")) return <Forbidden />;
  const t = await getTranslations("admin.questions");
  const rows = await listQuestions(await getDb(), user);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      {rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm">{t("empty")}</p>
      ) : (
        <ul className="space-y-2">
          {rows.map((q) => (
            <li key={q.id} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
              <p className="flex flex-wrap gap-x-3 text-slate-600">
                <span className="font-medium text-slate-900">{q.topic}</span>
                <span>{q.username}</span>
                <span>{q.pageUrl}</span>
                <span>{q.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC</span>
              </p>
              <p className="mt-2 whitespace-pre-wrap">{q.question}</p>
              {q.hasScreenshot ? (
                <img src={q.hasScreenshot} alt={t("screenshotAlt", { id: q.id })} className="mt-2 max-h-64 rounded border border-slate-200" />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
