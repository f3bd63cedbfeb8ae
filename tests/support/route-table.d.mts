export type TRouteMark = "○" | "●" | "ƒ";
export function routeTable(root: string): { marks: Record<string, TRouteMark>; total: number; static: number; isr: number; dynamic: number };
