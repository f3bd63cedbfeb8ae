import type { TPbisAppliesTo, TPbisOptionKind } from "@/db/schema/pbis";

// The PBIS reference lists (SWIS-like categories), as the migration seeds them into pbis_options.
// Each code's label is the message pbis.options.<kind>.<code>; "other" takes the record's free text.
// Pure data: the unit tests check the migration and the messages cover exactly these codes.

export type TPbisSeedOption = { code: string; appliesTo: TPbisAppliesTo };

export const PBIS_SEED: Record<TPbisOptionKind, readonly TPbisSeedOption[]> = {
  behavior: [
    { code: "defiance", appliesTo: "incident" },
    { code: "disrespect", appliesTo: "incident" },
    { code: "disruption", appliesTo: "incident" },
    { code: "inappropriate_language", appliesTo: "incident" },
    { code: "physical_contact", appliesTo: "incident" },
    { code: "fighting", appliesTo: "incident" },
    { code: "bullying", appliesTo: "incident" },
    { code: "property_misuse", appliesTo: "incident" },
    { code: "technology_violation", appliesTo: "incident" },
    { code: "tardy", appliesTo: "incident" },
    { code: "skipping", appliesTo: "incident" },
    { code: "dress_code", appliesTo: "incident" },
    { code: "lying_cheating", appliesTo: "incident" },
    { code: "theft", appliesTo: "incident" },
    { code: "respectful", appliesTo: "recognition" },
    { code: "responsible", appliesTo: "recognition" },
    { code: "safe", appliesTo: "recognition" },
    { code: "kind_helpful", appliesTo: "recognition" },
    { code: "academic_effort", appliesTo: "recognition" },
    { code: "leadership", appliesTo: "recognition" },
    { code: "improvement", appliesTo: "recognition" },
    { code: "other", appliesTo: "both" },
  ],
  location: [
    { code: "classroom", appliesTo: "both" },
    { code: "hallway", appliesTo: "both" },
    { code: "cafeteria", appliesTo: "both" },
    { code: "playground", appliesTo: "both" },
    { code: "gym", appliesTo: "both" },
    { code: "library", appliesTo: "both" },
    { code: "restroom", appliesTo: "both" },
    { code: "bus", appliesTo: "both" },
    { code: "bus_loading", appliesTo: "both" },
    { code: "parking_lot", appliesTo: "both" },
    { code: "office", appliesTo: "both" },
    { code: "special_event", appliesTo: "both" },
    { code: "online", appliesTo: "both" },
    { code: "other", appliesTo: "both" },
  ],
  motivation: [
    { code: "obtain_peer_attention", appliesTo: "both" },
    { code: "obtain_adult_attention", appliesTo: "both" },
    { code: "obtain_items", appliesTo: "both" },
    { code: "avoid_task", appliesTo: "both" },
    { code: "avoid_peers", appliesTo: "both" },
    { code: "avoid_adults", appliesTo: "both" },
    { code: "unknown", appliesTo: "both" },
    { code: "other", appliesTo: "both" },
  ],
  action: [
    { code: "conference", appliesTo: "incident" },
    { code: "loss_of_privilege", appliesTo: "incident" },
    { code: "parent_contact", appliesTo: "both" },
    { code: "time_in_office", appliesTo: "incident" },
    { code: "detention", appliesTo: "incident" },
    { code: "counselor_referral", appliesTo: "incident" },
    { code: "restorative", appliesTo: "incident" },
    { code: "in_school_suspension", appliesTo: "incident" },
    { code: "out_of_school_suspension", appliesTo: "incident" },
    { code: "praise", appliesTo: "recognition" },
    { code: "certificate", appliesTo: "recognition" },
    { code: "positive_note_home", appliesTo: "recognition" },
    { code: "reward", appliesTo: "recognition" },
    { code: "other", appliesTo: "both" },
  ],
};

/** The option codes that ask for free text. */
export const OTHER_CODE = "other";

/** The seed as SQL values rows, in the order of the lists (sort = position). */
export function pbisSeedRows(): { kind: TPbisOptionKind; code: string; appliesTo: TPbisAppliesTo; sort: number }[] {
  return (Object.keys(PBIS_SEED) as TPbisOptionKind[]).flatMap((kind) => PBIS_SEED[kind].map((o, i) => ({ kind, code: o.code, appliesTo: o.appliesTo, sort: i + 1 })));
}
