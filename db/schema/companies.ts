// Filled in by issue 15 (program planning).
export {};
