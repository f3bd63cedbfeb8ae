// Types of scripts/import-graph.mjs (plain JavaScript, run by node for `npm run cycles`).
export type TImportGraph = {
  root: string;
  /** Module path -> the project modules it imports at run time. */
  edges: Map<string, Set<string>>;
  /** Module path -> the packages (bare specifiers) it imports at run time. */
  packages: Map<string, Set<string>>;
  /** Module path -> its directive ("use client", "use server") or null. */
  directives: Map<string, string | null>;
};
export declare function importGraph(root?: string): TImportGraph;
export declare function browserClosure(graph: TImportGraph, start: string): Map<string, string | null>;
export declare function importCycles(graph: TImportGraph): { members: string[]; circle: string[] }[];
