import { getTranslations } from "next-intl/server";
import type { TDbOrTx } from "@/db/client";
import type { TUserRow } from "@/db/schema";
import { ProgramUserPicker } from "@/components/program/program-user-picker";
import { teamKindOf, teamMembers } from "@/lib/analysis/scope";
import type { TRampSubject } from "@/lib/ramp/queries";

// The top of every RAMP page: the title, a manager's users dropdown (their own workspace or a
// counselor's, read-only) and the read-only notice.

export async function RampHeader({
  db,
  actor,
  subject,
  title,
  basePath,
  children,
}: {
  db: TDbOrTx;
  actor: TUserRow;
  subject: TRampSubject;
  title: string;
  basePath: string;
  children?: React.ReactNode;
}) {
  const t = await getTranslations("ramp.workspace");
  const members = teamKindOf(actor) ? await teamMembers(db, actor) : [];
  const name = `${subject.user.firstName} ${subject.user.lastName}`.trim() || subject.user.username;
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {children}
      </div>
      {members.length > 0 ? <ProgramUserPicker members={members} selectedId={subject.user.isSelf ? null : subject.user.id} basePath={basePath} /> : null}
      {subject.readOnly ? (
        <p role="status" className="rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900" data-testid="ramp-read-only">
          {t("readOnly", { name })}
        </p>
      ) : null}
    </header>
  );
}
