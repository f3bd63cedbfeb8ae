import "server-only";
import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { memberships, principalContacts, schools, users, type TPrincipalContactStatus, type TUserRow } from "@/db/schema";
import { scopeOf } from "@/lib/auth/permissions";
import { sha256 } from "@/lib/auth/crypto";
import { activeDistricts, activeSchools } from "@/lib/memberships/queries";
import { linkState, type TContactActor, type TLinkState } from "./rules";

// Reads of the principals on file. Which schools a person sees is the access table's scope of
// principalContact.read and their ACTIVE memberships (./rules.ts mayManage).

export type TPrincipalContactView = {
  id: number;
  ncessch: string;
  schoolName: string;
  name: string;
  email: string;
  status: TPrincipalContactStatus;
  addedByName: string;
  addedAt: Date;
  confirmedAt: Date | null;
  /** A pending entry's link expiry (after it, the confirmation must be sent again). */
  tokenExpiresAt: Date | null;
};

const nameOf = (u: { firstName: string | null; lastName: string | null; username: string | null } | null) => (u ? `${u.firstName ?? ""} ${u.lastName ?? ""}`.trim() || (u.username ?? "") : "");

/** The actor as the rules need them: scope of principalContact.read (or .write) and active places. */
export async function contactActor(
  db: TDbOrTx,
  user: Pick<TUserRow, "id" | "roleId" | "specialUser">,
  action: "principalContact.read" | "principalContact.write" = "principalContact.read",
): Promise<TContactActor> {
  const [schoolsOf, districts] = await Promise.all([activeSchools(db, user.id), activeDistricts(db, user.id)]);
  return { scope: scopeOf(user, action), activeSchools: schoolsOf, activeDistricts: districts };
}

/** The schools the actor sees as SQL over `schools` (null: every school). */
function visibleSchools(a: TContactActor): SQL | undefined {
  if (a.scope === "all") return undefined;
  if (a.scope === null) return sql`false`;
  const bySchool = a.activeSchools.length ? inArray(schools.ncessch, [...a.activeSchools]) : sql`false`;
  const byDistrict = a.scope === "district" && a.activeDistricts.length ? inArray(schools.leaid, [...a.activeDistricts]) : sql`false`;
  return or(bySchool, byDistrict);
}

/** The open (pending or confirmed) principals on file of the schools the actor sees, by school then name. */
export async function listPrincipalContacts(db: TDbOrTx, a: TContactActor, opts: { ncessch?: string } = {}): Promise<TPrincipalContactView[]> {
  const rows = await db
    .select({
      id: principalContacts.id,
      ncessch: principalContacts.ncessch,
      schoolName: schools.schnam,
      name: principalContacts.name,
      email: principalContacts.email,
      status: principalContacts.status,
      addedAt: principalContacts.addedAt,
      confirmedAt: principalContacts.confirmedAt,
      tokenExpiresAt: principalContacts.tokenExpiresAt,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(principalContacts)
    .innerJoin(schools, eq(schools.ncessch, principalContacts.ncessch))
    .leftJoin(users, eq(users.id, principalContacts.addedBy))
    .where(and(inArray(principalContacts.status, ["pending", "confirmed"]), visibleSchools(a), opts.ncessch ? eq(principalContacts.ncessch, opts.ncessch) : undefined))
    .orderBy(asc(schools.schnam), asc(principalContacts.name), asc(principalContacts.id))
    .limit(500);
  return rows.map(({ firstName, lastName, username, ...r }) => ({ ...r, schoolName: r.schoolName ?? "", addedByName: nameOf({ firstName, lastName, username }) }));
}

/** The schools a person is an active member of, with their names (where they may name a principal). */
export async function namingSchools(db: TDbOrTx, userId: number): Promise<{ ncessch: string; name: string }[]> {
  const rows = await db
    .selectDistinct({ ncessch: schools.ncessch, name: schools.schnam })
    .from(memberships)
    .innerJoin(schools, eq(schools.ncessch, memberships.ncessch))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, "active")))
    .orderBy(asc(schools.schnam));
  return rows.map((r) => ({ ncessch: r.ncessch, name: r.name ?? r.ncessch }));
}

export type TConfirmedPrincipal = { id: number; name: string; email: string; schoolName: string };

/**
 * The principals the person may send the principal report to: the CONFIRMED ones of the schools
 * they are an active member of now (a membership that ended takes its principals with it).
 */
export async function confirmedPrincipalsOf(db: TDbOrTx, userId: number): Promise<TConfirmedPrincipal[]> {
  const rows = await db
    .selectDistinct({ id: principalContacts.id, name: principalContacts.name, email: principalContacts.email, schoolName: schools.schnam })
    .from(principalContacts)
    .innerJoin(schools, eq(schools.ncessch, principalContacts.ncessch))
    .innerJoin(memberships, and(eq(memberships.ncessch, principalContacts.ncessch), eq(memberships.userId, userId), eq(memberships.status, "active")))
    .where(eq(principalContacts.status, "confirmed"))
    .orderBy(asc(schools.schnam), asc(principalContacts.name), asc(principalContacts.id));
  return rows.map((r) => ({ ...r, schoolName: r.schoolName ?? "" }));
}

export type TLinkView = { state: TLinkState; schoolName: string; principalName: string; email: string; namedBy: string };

/** What the public confirmation page shows for a link: the school, who named whom; nothing for a link that opens nothing. */
export async function contactByToken(db: TDbOrTx, token: string, now: Date): Promise<TLinkView> {
  const none: TLinkView = { state: "invalid", schoolName: "", principalName: "", email: "", namedBy: "" };
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return none;
  const [row] = await db
    .select({
      status: principalContacts.status,
      tokenExpiresAt: principalContacts.tokenExpiresAt,
      schoolName: schools.schnam,
      name: principalContacts.name,
      email: principalContacts.email,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(principalContacts)
    .innerJoin(schools, eq(schools.ncessch, principalContacts.ncessch))
    .leftJoin(users, eq(users.id, principalContacts.addedBy))
    .where(eq(principalContacts.tokenHash, sha256(token)))
    .limit(1);
  const state = linkState(row, now);
  if (state !== "valid" || !row) return { ...none, state };
  return { state, schoolName: row.schoolName ?? "", principalName: row.name, email: row.email, namedBy: nameOf(row) };
}
