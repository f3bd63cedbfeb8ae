import { getTranslations } from "next-intl/server";
import { SubjectPicker } from "@/components/student-days/subject-picker";
import type { TPbisPage } from "@/lib/pbis/page-data";
import { PbisSubNav } from "./sub-nav";

/** Title, intro, the users dropdown (managers) and the PBIS tabs. */
export async function PbisPageHeader({ ctx, tab, title, intro }: { ctx: TPbisPage; tab: "records" | "student" | "timeline" | "frequency"; title: string; intro: string }) {
  const t = await getTranslations("pbis");
  return (
    <header className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p className="max-w-3xl text-slate-700">{intro}</p>
        </div>
        <SubjectPicker users={ctx.users} selected={ctx.subject.userId} />
      </div>
      {ctx.subject.isSelf ? null : <p className="text-sm text-slate-600">{t("readingOf", { name: ctx.users.find((u) => u.id === ctx.subject.userId)?.name ?? "" })}</p>}
      <PbisSubNav current={tab} query={ctx.subject.isSelf ? "" : `user=${ctx.subject.userId}`} />
    </header>
  );
}
