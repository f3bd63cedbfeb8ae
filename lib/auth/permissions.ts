import { forbidden } from "@/lib/http/errors";
import { ROLE } from "./roles";

// Who may do what, as data. Each action lists the role ids allowed; "signedIn" means every role.
type TRule = { roles: readonly number[] | "signedIn"; specialUsers?: readonly string[] };

const ALL_MANAGERS = [ROLE.admin, ROLE.manager, ROLE.director] as const;

export const PERMISSIONS = {
  "system.maintenance": { roles: [ROLE.admin] },
  "email.outbox.read": { roles: [ROLE.admin] },
  "questions.read": { roles: [ROLE.admin] },
  "demoRequests.read": { roles: [ROLE.admin] },
  // The billing back office (issue 4 "Admin pages"): the price book, coupons, partners, orders.
  "billing.admin.prices": { roles: [ROLE.admin] },
  "billing.admin.coupons": { roles: [ROLE.admin] },
  "billing.admin.partners": { roles: [ROLE.admin] },
  "billing.admin.orders": { roles: [ROLE.admin] },
  // Issue 16 "help": live trainings, answers to questions, FAQ, email templates, documentation.
  "content.admin": { roles: [ROLE.admin] },
  "users.dropdown": { roles: [ROLE.admin, ROLE.manager, ROLE.director, ROLE.secretary], specialUsers: ["DirSupport"] },
  "users.list": { roles: [ROLE.admin, ROLE.manager, ROLE.director, ROLE.stateManager] },
  "categories.manage": { roles: [...ALL_MANAGERS] },
  "edition.switch": { roles: [ROLE.user, ROLE.manager, ROLE.admin, ROLE.member, ROLE.secretary, ROLE.director, ROLE.stateManager, ROLE.universityStudent, ROLE.universityFaculty, ROLE.renewer] },
  "question.ask": { roles: "signedIn" },
  "preferences.update": { roles: "signedIn" },
} as const satisfies Record<string, TRule>;

export type TAction = keyof typeof PERMISSIONS;

export function can(user: { roleId: number; specialUser: string | null }, action: TAction): boolean {
  const rule: TRule = PERMISSIONS[action];
  if (rule.roles === "signedIn") return true;
  if (rule.roles.includes(user.roleId)) return true;
  return !!user.specialUser && !!rule.specialUsers?.includes(user.specialUser);
}

export function assertCan(user: { roleId: number; specialUser: string | null }, action: TAction): void {
  if (!can(user, action)) throw forbidden();
}
