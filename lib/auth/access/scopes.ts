import { ROLE } from "../roles";

// The vocabulary of the access table: role names and the scope a role holds an action at. Pure.

/**
 * How far a granted action reaches: the actor's own records ("own"), the counselors they manage
 * ("team"), their school, their district, their state, or everything ("all"). The table states the
 * scope; which schools, districts and people it covers comes from the actor's memberships.
 */
export const SCOPES = ["own", "team", "school", "district", "state", "all"] as const;
export type TScope = (typeof SCOPES)[number];

export type TRoleName = keyof typeof ROLE;

export const ROLE_NAMES = Object.keys(ROLE) as TRoleName[];

const NAME_OF = new Map<number, TRoleName>(ROLE_NAMES.map((name) => [ROLE[name], name]));

/** The table's name of a role id, or null for an id no role has. */
export function roleNameOf(roleId: number): TRoleName | null {
  return NAME_OF.get(roleId) ?? null;
}

/**
 * The widest reach each role has by its place: a counselor their own records, a manager the
 * counselors assigned to them, a secretary their school, a director their district, a state
 * manager their state, the administrator everything. University faculty reach their university
 * (a school). An action may grant a role less than this (`at("own", …)`), never more.
 */
export const REACH: Record<TRoleName, TScope> = {
  none: "own",
  user: "own",
  member: "own",
  renewer: "own",
  quoteUser: "own",
  universityStudent: "own",
  universityFaculty: "school",
  secretary: "school",
  manager: "team",
  director: "district",
  stateManager: "state",
  admin: "all",
};

export type TGrant = Partial<Record<TRoleName, TScope>>;

/** These roles at their own reach (REACH). */
export function reach(...roles: readonly TRoleName[]): TGrant {
  return Object.fromEntries(roles.map((r) => [r, REACH[r]]));
}

/** These roles at one scope (e.g. every role at "own" for the caller's own account). */
export function at(scope: TScope, ...roles: readonly TRoleName[]): TGrant {
  return Object.fromEntries(roles.map((r) => [r, scope]));
}

// The role groups the table is written with.
/** Roles that record their own time: the calendar, logs, students, school days, ratings. */
export const COUNSELORS = ["user", "member", "renewer", "universityStudent", "universityFaculty", "director", "admin"] as const satisfies readonly TRoleName[];
/** Counselors and managers: the program areas (goals, lessons, surveys, curriculum, school profile, tags). */
export const PLANNERS = [...COUNSELORS, "manager"] as const satisfies readonly TRoleName[];
/** Everyone with a use-of-time analysis (their own or a team's): dashboard, reports, RAMP. */
export const READERS = [...PLANNERS, "stateManager"] as const satisfies readonly TRoleName[];
/** Readers plus the secretary (the calendar-type reports of her school, help, files). */
export const STAFF = [...READERS, "secretary"] as const satisfies readonly TRoleName[];
/** The roles with a team view: managers, directors, state managers and the administrator. */
export const TEAM_LEADS = ["manager", "director", "stateManager", "admin"] as const satisfies readonly TRoleName[];
/** Who sets a district's use-of-time target, ASCA edition and semester break. */
export const DISTRICT_LEADS = ["manager", "director", "admin"] as const satisfies readonly TRoleName[];
/** Every role, the quote-only role included: one's own account, billing and preferences. */
export const EVERYONE = ROLE_NAMES;
