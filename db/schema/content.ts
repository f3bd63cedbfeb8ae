// Filled in by issues 16 and 17 (administration, institutions).
export {};
