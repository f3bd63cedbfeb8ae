/** The group colours of the dashboard (D green, I blue, S amber, N red), for the principal report's bar. */
export const BAR_COLORS = { D: "#16a34a", I: "#2563eb", S: "#d97706", N: "#dc2626" } as const;
