import { eq } from "drizzle-orm";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { LogsUserPicker } from "@/components/logs/logs-user-picker";
import { LogsView } from "@/components/logs/logs-view";
import type { TLogsClient, TLogsFilterState } from "@/components/logs/types";
import { requireActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { mayReadConfidential, resolveSubject } from "@/lib/calendar/scope";
import { CATEGORY_MESSAGES, localizeCategories } from "@/lib/categories/labels";
import { listCategoriesFor } from "@/lib/categories/queries";
import { listClients } from "@/lib/clients/queries";
import { AppError } from "@/lib/http/errors";
import { listLogs } from "@/lib/logs/queries";
import { listManagedUsers } from "@/lib/users/queries";
import { schoolYearOf, todayIn } from "@/lib/users/rules";
import { guardArea } from "@/components/shell/forbidden";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("logs");

/**
 * /app/logs: every activity and contact log of the signed-in counselor (or, with ?user=, of a user
 * they manage), from the start of the school year to today by default.
 */
export default async function LogsPage({ searchParams }: { searchParams: Promise<{ user?: string }> }) {
  const denied = await guardArea("logs");
  if (denied) return denied;
  const actor = await requireActor();
  const { user } = actor;
  const db = await getDb();
  const requested = Number((await searchParams).user);
  const subject = await resolveSubject(db, actor, Number.isSafeInteger(requested) && requested > 0 ? requested : null).catch((error) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  const confidential = mayReadConfidential(actor, subject);
  const owner = subject.isSelf ? user : (await db.select().from(users).where(eq(users.id, subject.userId)).limit(1))[0];
  const today = todayIn(subject.timezone, new Date());
  const filter: TLogsFilterState = { from: schoolYearOf(today).start, to: today, categoryId: null, clientId: null, status: "", q: "", sort: "date", dir: "desc", page: 1, pageSize: 25 };
  const userId = subject.isSelf ? null : subject.userId;

  const [t, tc, page, categories, clients, managed] = await Promise.all([
    getTranslations("logs"),
    getTranslations(CATEGORY_MESSAGES),
    listLogs(db, actor, { ...filter, status: undefined, q: undefined, categoryId: undefined, clientId: undefined, userId: userId ?? undefined }),
    listCategoriesFor(db, { user: owner }),
    confidential ? listClients(db, actor, { userId }) : Promise.resolve([]),
    can(user, "users.dropdown") ? listManagedUsers(db, user, { page: 1, perPage: 500 }) : Promise.resolve(null),
  ]);
  const clientOptions: TLogsClient[] = clients.filter((c) => c.active).map((c) => ({ id: c.id, name: c.name, type: c.type, count: c.count }));

  return (
    // Room under the pager for the floating "Ask a question" button.
    <section className="space-y-4 pb-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl space-y-1">
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
          <p className="text-slate-700">{t("intro")}</p>
        </div>
        {managed && managed.data.length > 0 ? (
          <LogsUserPicker meId={user.id} currentId={subject.userId} users={managed.data.map((u) => ({ id: u.id, label: `${u.first_name} ${u.last_name}`.trim() || u.username }))} />
        ) : null}
      </div>
      <LogsView
        key={subject.userId}
        initialFilter={filter}
        initialPage={page}
        context={{ categories: localizeCategories(tc, categories), clients: clientOptions, timezone: subject.timezone, userId, confidential }}
      />
    </section>
  );
}
