// Constants of the institutions area (schools, school districts, the time zone list).

/** The time zones a school may be in (GET /api/v1/common/timeZoneList): the US zones with public schools. */
export const TIME_ZONES = [
  "America/New_York",
  "America/Detroit",
  "America/Indiana/Indianapolis",
  "America/Kentucky/Louisville",
  "America/Chicago",
  "America/Denver",
  "America/Boise",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "America/Puerto_Rico",
  "America/St_Thomas",
  "Pacific/Guam",
  "Pacific/Pago_Pago",
  "Pacific/Saipan",
] as const;

/** NCES LEVEL: 0 unknown ("LEVEL (default 0)"), 1 primary, 2 middle, 3 high, 4 other. */
export const SCHOOL_LEVELS = [0, 1, 2, 3, 4] as const;

/** Rows per page of the school and district lists. */
export const INSTITUTION_PAGE_SIZE = 25;

/** At most this many rows answer a public look-up. */
export const LOOKUP_LIMIT = 100;
