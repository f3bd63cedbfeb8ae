export const ROLE = {
  none: 0,
  user: 1,
  manager: 2,
  admin: 3,
  member: 4,
  secretary: 5,
  quoteUser: 6,
  director: 9,
  stateManager: 12,
  universityStudent: 21,
  universityFaculty: 22,
  renewer: 44,
} as const;

export type TRoleId = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_IDS: readonly number[] = Object.values(ROLE);

/** Message key of each role's name (messages: roles.<id>). */
export function roleKey(roleId: number): string {
  return ROLE_IDS.includes(roleId) ? `roles.${roleId}` : "roles.unknown";
}
