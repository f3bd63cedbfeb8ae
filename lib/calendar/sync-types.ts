// Types of the calendar sync shared with client components (sync.ts itself is server-only).

export type TProvider = "google" | "outlook";
export type TProviders = { google: boolean; outlook: boolean };
