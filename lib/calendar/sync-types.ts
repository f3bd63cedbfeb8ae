// Types of the calendar sync shared with client components (the sync modules themselves are server-only).

export type TProvider = "google" | "outlook";
export type TProviders = { google: boolean; outlook: boolean };

/**
 * Why a sync or a push did not work, as a code the UI translates: the provider's own answer is
 * never stored or shown (it may echo a token or an event's text).
 * - reauth_required: the provider refused the refresh token; the user connects again.
 * - unauthorized: the access token was refused once; the next sync refreshes it.
 * - rate_limited, provider_error, network: worth retrying later.
 * - rejected: the provider refused this one change (kept with its attempts).
 */
export const SYNC_ERROR_CODES = ["reauth_required", "unauthorized", "rate_limited", "provider_error", "network", "rejected"] as const;
export type TSyncErrorCode = (typeof SYNC_ERROR_CODES)[number];

/** One provider's connection as the calendar page shows it (never a token). */
export type TSyncStatus = {
  accountEmail: string;
  /** ISO instant of the last sync that completed, or null before the first one. */
  lastSyncedAt: string | null;
  /** Local changes waiting to be sent (still retried). */
  pending: number;
  /** Local changes the provider refused too often: they are no longer retried. */
  failed: number;
  lastError: TSyncErrorCode | null;
  /** The provider withdrew access: the user goes through its consent screen again. */
  needsReconnect: boolean;
};

/** The connections of the configured providers (null: not connected). */
export type TSyncStatuses = Partial<Record<TProvider, TSyncStatus | null>>;
