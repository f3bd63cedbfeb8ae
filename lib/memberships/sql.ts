import { sql, type AnyColumn, type SQL } from "drizzle-orm";

// SQL conditions that read a person's ACTIVE memberships. Every scope of another person's data (a
// manager's or director's team, a secretary's school, a state manager's state, a district's
// settings and its published page) is built from these, never from the school, district or state a
// user typed on their own profile (users.ncessch, users.leaid, users.state): a pending request, a
// refused or an ended membership opens nothing. Pure SQL builders: no database access here.

/** The districts `userId` is an active member of (a district membership, or a school's district). */
export function activeLeaidsOf(userId: number): SQL {
  return sql`(select am.leaid from memberships am where am.user_id = ${userId} and am.status = 'active' and am.leaid is not null)`;
}

/** The schools `userId` is an active member of. */
export function activeSchoolsOf(userId: number): SQL {
  return sql`(select am.ncessch from memberships am where am.user_id = ${userId} and am.status = 'active' and am.ncessch is not null)`;
}

/** The states `userId` holds an active state membership of (a state manager's). */
export function activeStatesOf(userId: number): SQL {
  return sql`(select am.state from memberships am where am.user_id = ${userId} and am.status = 'active' and am.state is not null)`;
}

/** The districts of the states `userId` holds an active state membership of. */
export function districtsOfActiveStatesOf(userId: number): SQL {
  return sql`(select sd.leaid from school_districts sd where sd.state in ${activeStatesOf(userId)})`;
}

/**
 * A condition on the row `userIdColumn` names (usually users.id): that person is an active member
 * of a district in `leaids` (a subquery above, or one LEAID).
 */
export function isActiveMemberOfDistrict(userIdColumn: AnyColumn | SQL, leaids: SQL | string): SQL {
  const set = typeof leaids === "string" ? sql`(${leaids})` : leaids;
  return sql`exists (select 1 from memberships um where um.user_id = ${userIdColumn} and um.status = 'active' and um.leaid in ${set})`;
}

/** A condition on `userIdColumn`: that person is an active member of a school in `schools` (a subquery or one NCESSCH). */
export function isActiveMemberOfSchool(userIdColumn: AnyColumn | SQL, schools: SQL | string): SQL {
  const set = typeof schools === "string" ? sql`(${schools})` : schools;
  return sql`exists (select 1 from memberships um where um.user_id = ${userIdColumn} and um.status = 'active' and um.ncessch in ${set})`;
}
