// The defaults of the university programme.

/** A university course is worth 3 credits unless another number is given. */
export const DEFAULT_CREDITS = 3;

/** The L1-L4 labels a new course assignment starts with. */
export const DEFAULT_LABELS = {
  l1: "Did Not Submit/ Complete",
  l2: "Needs Improvement",
  l3: "Meets Expectations",
  l4: "Exceeds Expectations",
} as const;

/** The L1-L5 points defaults 0, 19, 23, 25, 0. */
export const DEFAULT_POINTS = { l1Points: 0, l2Points: 19, l3Points: 23, l4Points: 25, l5Points: 0 } as const;

/** A university's IPEDSID defaults to 0 – 0 means "no IPEDS id yet". */
export const NO_IPEDSID = 0;

/**
 * A university saved with IPEDSID 0 gets a local id from this range: real IPEDS unit ids are six
 * digits (100000-999999), so ids from 9,000,000 up can never collide with a later real one.
 */
export const LOCAL_IPEDSID_START = 9_000_000;

export const MAX_POINTS = 1000;
export const UNIVERSITY_PAGE_SIZE = 25;
