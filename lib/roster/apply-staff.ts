import { and, eq, inArray, sql } from "drizzle-orm";
import { memberships, schools, users } from "@/db/schema";
import { auditedUser } from "@/lib/admin-users/create-user";
import { recordAudit } from "@/lib/audit/record";
import { insertMembership } from "@/lib/memberships/write";
import { sendPasswordEmails } from "@/lib/signup/password-email";
import { markDeletedBulk, rowsOf, upsertSourcesBulk } from "./bulk";
import { chunks, sourcesOf, type TImportContext } from "./context";
import type { TUserRow } from "./files";
import { digest, isStaff, primaryOrgOf, roleIdOf } from "./mapping";
import { removedIds } from "./sources";

// Schools, sessions and staff. A school org is matched to our school by its NCES id (identifier) and must
// be a school of the importing district; staff are matched to accounts by e-mail, new ones invited (an
// inactive account and the activation e-mail), and each gets an active district membership (source roster).

/** Checks orgs against the district's schools; fills ctx.orgSchool. Errors name the row and column. */
export async function checkOrgs(ctx: TImportContext): Promise<void> {
  for (const s of sourcesOf(ctx, "org").values()) if (s.ncessch && !s.deletedAt) ctx.orgSchool.set(s.sourcedId, s.ncessch);
  const ids = [...new Set(ctx.pkg.orgs.filter((o) => o.type === "school" && o.identifier).map((o) => o.identifier))];
  const found = new Set<string>();
  for (const part of chunks(ids)) {
    const rows = await ctx.tx
      .select({ ncessch: schools.ncessch })
      .from(schools)
      .where(and(eq(schools.leaid, ctx.leaid), inArray(schools.ncessch, part)));
    rows.forEach((r) => found.add(r.ncessch));
  }
  for (const o of ctx.pkg.orgs) {
    if (o.status === "tobedeleted") continue;
    if (o.type === "school") {
      if (!o.identifier) ctx.errors.push({ file: "orgs.csv", row: o.row, column: "identifier", reason: "A school needs its NCES school id (12 digits) as identifier." });
      else if (!found.has(o.identifier)) ctx.errors.push({ file: "orgs.csv", row: o.row, column: "identifier", reason: "No school of this district has this NCES id." });
      else ctx.orgSchool.set(o.sourcedId, o.identifier);
    } else if (o.type === "district" && o.identifier && o.identifier !== ctx.leaid) {
      ctx.errors.push({ file: "orgs.csv", row: o.row, column: "identifier", reason: "This district's NCES id (LEAID) is not the district being imported." });
    }
  }
  for (const u of ctx.pkg.users) {
    if (u.status === "tobedeleted") continue;
    if (u.role === "student") {
      const org = primaryOrgOf(u);
      if (!org || !ctx.orgSchool.has(org))
        ctx.errors.push({ file: "users.csv", row: u.row, column: u.primaryOrgSourcedId ? "primaryOrgSourcedId" : "orgSourcedIds", reason: "The student's school is not a school org of this roster." });
    } else if (isStaff(u.role) && !u.email) {
      ctx.errors.push({ file: "users.csv", row: u.row, column: "email", reason: "A staff member needs an e-mail address (accounts are matched by it)." });
    }
  }
}

export async function applyOrgsAndSessions(ctx: TImportContext): Promise<void> {
  const orgRows = ctx.pkg.orgs.filter((o) => o.status !== "tobedeleted");
  const orgWrites = orgRows.map((o) => ({
    sourcedId: o.sourcedId,
    localId: null,
    otherId: null,
    ncessch: o.type === "school" ? o.identifier : null,
    hash: digest([o.name, o.type, o.identifier, o.parentSourcedId]),
  }));
  await write(ctx, "org", "schools", orgWrites, removedIds(ctx, "org", ctx.pkg.modes["orgs.csv"], ctx.pkg.orgs));
  const sessionWrites = ctx.pkg.sessions
    .filter((s) => s.status !== "tobedeleted")
    .map((s) => ({ sourcedId: s.sourcedId, localId: null, otherId: null, ncessch: null, hash: digest([s.title, s.type, s.startDate, s.endDate, s.parentSourcedId, s.schoolYear]) }));
  await write(ctx, "session", "sessions", sessionWrites, removedIds(ctx, "session", ctx.pkg.modes["academicSessions.csv"], ctx.pkg.sessions));
}

async function write(
  ctx: TImportContext,
  kind: "org" | "session",
  count: "schools" | "sessions",
  rows: { sourcedId: string; localId: null; otherId: null; ncessch: string | null; hash: string }[],
  removed: string[],
) {
  const have = sourcesOf(ctx, kind);
  const changed = rows.filter((r) => {
    const s = have.get(r.sourcedId);
    if (!s) ctx.counts[count].created++;
    else if (s.hash !== r.hash || s.deletedAt) ctx.counts[count].updated++;
    else {
      ctx.counts[count].unchanged++;
      return false;
    }
    return true;
  });
  await upsertSourcesBulk(ctx, kind, changed);
  await markDeletedBulk(ctx, kind, removed);
  ctx.counts[count].deleted += removed.length;
}

/** Staff accounts and their district memberships; fills ctx.staffAccount and ctx.counselorAccount. */
export async function applyStaff(ctx: TImportContext): Promise<void> {
  const have = sourcesOf(ctx, "user");
  for (const s of have.values()) {
    if (s.deletedAt || s.localId === null) continue;
    ctx.staffAccount.set(s.sourcedId, s.localId);
    if (s.otherId === 1) ctx.counselorAccount.set(s.sourcedId, s.localId);
  }
  const staffRows = ctx.pkg.users.filter((u) => isStaff(u.role));
  const live = staffRows.filter((u) => u.status !== "tobedeleted");
  const emails = [...new Set(live.map((u) => u.email.toLowerCase()))];
  const accounts = new Map<string, { id: number; roleId: number }>();
  for (const part of chunks(emails)) {
    const rows = await ctx.tx
      .select({ id: users.id, email: users.email, roleId: users.roleId })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, part));
    rows.forEach((r) => accounts.set(r.email.toLowerCase(), r));
  }
  const today = ctx.now.toISOString().slice(0, 10);
  const usernames = await freeUsernames(
    ctx,
    live.filter((u) => !accounts.has(u.email.toLowerCase())),
  );
  // New accounts in one statement per slice (ids in the order of the file), then each one's invitation.
  const invites: TUserRow[] = [];
  for (const u of live) {
    const email = u.email.toLowerCase();
    if (accounts.has(email)) continue;
    accounts.set(email, { id: 0, roleId: roleIdOf(u.role) });
    invites.push(u);
  }
  for (const part of chunks(invites, 500)) {
    const rows = await ctx.tx
      .insert(users)
      .values(
        part.map((u) => ({
          username: usernames.get(u.sourcedId)!,
          email: u.email.toLowerCase(),
          passwordHash: null,
          active: false,
          firstName: u.preferredGivenName || u.givenName,
          lastName: u.familyName,
          roleId: roleIdOf(u.role),
          leaid: ctx.leaid,
          expires: today,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })),
      )
      .returning();
    // A preview rolls its writes back: it never e-mails anyone. The slice's invitations go out together.
    if (!ctx.dryRun) await sendPasswordEmails(ctx.tx, rows, { now: ctx.now, origin: ctx.origin });
    for (const row of rows) {
      ctx.counts.invited++;
      await recordAudit(ctx.tx, { actorId: ctx.actorId, action: "roster.invite", entity: "user", entityId: row.id, after: auditedUser(row), now: ctx.now });
      accounts.set(row.email, { id: row.id, roleId: row.roleId });
    }
  }
  const ids = [...new Set([...accounts.values()].map((a) => a.id))];
  const open = new Set<number>();
  for (const part of chunks(ids)) {
    const rows = await ctx.tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.leaid, ctx.leaid), inArray(memberships.userId, part), inArray(memberships.status, ["pending", "active"])));
    rows.forEach((r) => open.add(r.userId));
  }
  const writes = [];
  for (const u of live) {
    const acct = accounts.get(u.email.toLowerCase())!;
    if (!open.has(acct.id)) {
      open.add(acct.id);
      await insertMembership(ctx.tx, { userId: acct.id, roleId: acct.roleId, place: { leaid: ctx.leaid }, status: "active", source: "roster", actorId: ctx.actorId, now: ctx.now });
    }
    ctx.staffAccount.set(u.sourcedId, acct.id);
    if (u.role === "counselor") ctx.counselorAccount.set(u.sourcedId, acct.id);
    else ctx.counselorAccount.delete(u.sourcedId);
    const w = {
      sourcedId: u.sourcedId,
      localId: acct.id,
      otherId: u.role === "counselor" ? 1 : 0,
      ncessch: ctx.orgSchool.get(primaryOrgOf(u) ?? "") ?? null,
      hash: digest([u.email.toLowerCase(), u.role, u.enabledUser, acct.id]),
    };
    const s = have.get(u.sourcedId);
    if (!s) ctx.counts.staff.created++;
    else if (s.hash !== w.hash || s.deletedAt) ctx.counts.staff.updated++;
    else {
      ctx.counts.staff.unchanged++;
      continue;
    }
    writes.push(w);
  }
  await upsertSourcesBulk(ctx, "user", writes);
  const removed = removedIds(ctx, "user", ctx.pkg.modes["users.csv"], staffRows);
  for (const id of removed) {
    const s = have.get(id);
    ctx.staffAccount.delete(id);
    ctx.counselorAccount.delete(id);
    if (!s?.localId) continue;
    // A person the roster no longer lists loses the membership the roster gave; one granted by hand stays.
    const ended = await ctx.tx
      .update(memberships)
      .set({ status: "revoked", endedBy: ctx.actorId, endedAt: ctx.now })
      .where(and(eq(memberships.userId, s.localId), eq(memberships.leaid, ctx.leaid), eq(memberships.source, "roster"), eq(memberships.status, "active")))
      .returning({ id: memberships.id });
    for (const m of ended)
      await recordAudit(ctx.tx, { actorId: ctx.actorId, action: "membership.revoke", entity: "membership", entityId: m.id, after: { status: "revoked", source: "roster" }, now: ctx.now });
  }
  await markDeletedBulk(ctx, "user", removed);
  ctx.counts.staff.deleted += removed.length;
}

/** A free username per new account: the file's username, else the e-mail's local part, numbered when taken. */
async function freeUsernames(ctx: TImportContext, rows: { sourcedId: string; username: string; email: string }[]): Promise<Map<string, string>> {
  const base = (r: { username: string; email: string }) =>
    (r.username || r.email.split("@")[0])
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, "")
      .slice(0, 48) || "staff";
  const bases = [...new Set(rows.map(base))];
  const taken = new Set<string>();
  // Every name taken that starts with one of the bases, in one query.
  if (bases.length) {
    const patterns = bases.map((b) => b.replace(/[%_\\]/g, "\\$&") + "%");
    const found = await ctx.tx.execute(
      sql`select username as u from users where username in (select jsonb_array_elements_text(${JSON.stringify(bases)}::jsonb))
            or username like any (select jsonb_array_elements_text(${JSON.stringify(patterns)}::jsonb))`,
    );
    rowsOf<{ u: string }>(found).forEach((f) => taken.add(f.u));
  }
  const out = new Map<string, string>();
  for (const r of rows) {
    const b = base(r);
    let name = b;
    for (let i = 2; taken.has(name); i++) name = `${b}${i}`;
    taken.add(name);
    out.set(r.sourcedId, name);
  }
  return out;
}
