export function findBrowser(): { kind: "playwright" } | { kind: "system"; executablePath: string } | null;
