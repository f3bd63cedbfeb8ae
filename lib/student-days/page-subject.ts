import "server-only";
import { notFound } from "next/navigation";
import { eq } from "drizzle-orm";
import { getDb, type TDb } from "@/db/client";
import { users as usersTable } from "@/db/schema";
import { requireActor, type TActor } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { resolveSubject, type TSubject } from "@/lib/calendar/scope";
import { AppError } from "@/lib/http/errors";
import { listManagedUsers } from "@/lib/users/queries";
import { todayIn } from "@/lib/users/rules";

export type TUserOption = { id: number; name: string };

export type TPageSubject = {
  db: TDb;
  actor: TActor;
  subject: TSubject;
  /** The subject's username (for the public timesheet link). */
  username: string;
  /** The users of the dropdown (the actor first), or empty without the dropdown. */
  users: TUserOption[];
  /** `user=…` for links that keep whose days are shown, or "". */
  query: string;
  today: string;
};

/**
 * Whose days a page shows: the actor, or (`?user=ID`) a user they manage, for an actor who holds
 * `users.dropdown` in the access table. A user out of reach is a 404, as in the API.
 */
export async function pageSubject(userParam: string | string[] | undefined): Promise<TPageSubject> {
  const actor = await requireActor();
  const db = await getDb();
  const raw = Array.isArray(userParam) ? userParam[0] : userParam;
  const requested = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  let subject: TSubject;
  try {
    subject = await resolveSubject(db, actor, requested);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
  let users: TUserOption[] = [];
  if (can(actor.user, "users.dropdown")) {
    const managed = await listManagedUsers(db, actor.user, { page: 1, perPage: 500 });
    const name = (u: { first_name: string; last_name: string; username: string }) => `${u.first_name} ${u.last_name}`.trim() || u.username;
    users = [
      { id: actor.user.id, name: name({ first_name: actor.user.firstName, last_name: actor.user.lastName, username: actor.user.username }) },
      ...managed.data.map((u) => ({ id: u.id, name: name(u) })),
    ];
  }
  const username = subject.isSelf ? actor.user.username : ((await db.select({ username: usersTable.username }).from(usersTable).where(eq(usersTable.id, subject.userId)).limit(1))[0]?.username ?? "");
  return { db, actor, subject, username, users, query: subject.isSelf ? "" : `user=${subject.userId}`, today: todayIn(subject.timezone, new Date()) };
}

/** A path with the `user=` query kept (and more parameters, if any). */
export function withUser(path: string, query: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}
