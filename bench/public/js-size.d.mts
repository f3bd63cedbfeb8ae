// Types of bench/public/js-size.mjs (plain JavaScript, run by node).
export type TJsSum = { total: number; framework: number; own: number; files: number };
export type TPageJs = { initial: TJsSum; loaded: TJsSum };
export declare function scriptsInHtml(html: string): string[];
export declare function scriptsLoaded(url: string): Promise<string[] | null>;
export declare function ownJavaScript(root: string, html: string, fetchFile: (src: string) => Promise<Response>, pageUrl?: string): Promise<TPageJs>;
export declare const OWN_JS_BUDGET: number;
export declare const BUDGET_PAGES: readonly string[];
export declare function overJsBudget(measured: Record<string, TPageJs | undefined>, pages?: readonly string[], budget?: number): { page: string; own: number | null; over: number | null }[];
