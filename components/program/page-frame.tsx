import Link from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { TDbOrTx } from "@/db/client";
import type { TUserRow } from "@/db/schema";
import type { TTeamMember } from "@/lib/analysis/scope";
import { can } from "@/lib/auth/permissions";
import { AppError } from "@/lib/http/errors";
import type { TProgramSubject } from "@/lib/program/access";
import { listManagedUsers } from "@/lib/users/queries";
import { ProgramUserPicker } from "./program-user-picker";

// The frame of every program-planning page: the way back to the hub, the title, the users dropdown (a
// manager's, a director's, the administrator's: their own program or a managed user's, read-only) and
// the read-only notice.

/** The users the actor may pick in the dropdown (managedScope), or none without the dropdown. */
async function pickableMembers(db: TDbOrTx, actor: TUserRow): Promise<TTeamMember[]> {
  if (!can(actor, "users.dropdown")) return [];
  const page = await listManagedUsers(db, actor, { page: 1, perPage: 300 });
  return page.data.map((u) => ({ id: u.id, firstName: u.first_name, lastName: u.last_name, username: u.username }));
}

/** A page's ?user_id=: a number, or null (the caller's own). */
export function userIdParam(raw: string | string[] | undefined): number | null {
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (!v || !/^\d{1,9}$/.test(v)) return null;
  return Number(v);
}

/** Runs a page read; a subject the caller may not see is the 404 page. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

type TProps = {
  db: TDbOrTx;
  actor: TUserRow;
  subject: TProgramSubject;
  title: string;
  basePath: string;
  intro?: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
};

export async function ProgramPageFrame({ db, actor, subject, title, basePath, intro, actions, children }: TProps) {
  const t = await getTranslations("program.common");
  const members = await pickableMembers(db, actor);
  const name = `${subject.firstName} ${subject.lastName}`.trim() || subject.username;
  return (
    <div className="max-w-5xl space-y-6">
      <header className="space-y-2">
        {basePath !== "/app/re" ? (
          <p className="text-sm">
            <Link href={subject.isSelf ? "/app/re" : `/app/re?user_id=${subject.id}`} className="text-brand-700 underline">
              {t("back")}
            </Link>
          </p>
        ) : null}
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h1 className="text-2xl font-semibold">{title}</h1>
          {actions}
        </div>
        {intro ? <p className="max-w-3xl text-slate-700">{intro}</p> : null}
      </header>
      {members.length > 0 ? <ProgramUserPicker members={members} selectedId={subject.isSelf ? null : subject.id} basePath={basePath} /> : null}
      {!subject.isSelf ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="program-read-only">
          {t("readOnly", { name })}
        </p>
      ) : null}
      {children}
    </div>
  );
}
