import { Confidential } from "@/components/shell/confidential";

/** A SMART goal's target groups (the counselor's students): masked by the confidentiality eye, as on the calendar and logs. */
export function TargetGroups({ groups }: { groups: readonly string[] }) {
  return groups.length > 0 ? <Confidential>{groups.join(", ")}</Confidential> : null;
}
