// Types of lib/http/public-site.mjs (plain JavaScript, shared with next.config.mjs).
export declare const SITE_LOCALES: readonly string[];
export declare const SITE_DEFAULT_LOCALE: string;
export declare const SITE_LOCALE_COOKIE: string;
export declare const OUTSIDE_LOCALE_SEGMENTS: readonly string[];
export declare const PUBLIC_S_MAXAGE: number;
export declare const PUBLIC_STALE_WHILE_REVALIDATE: number;
export declare const PUBLIC_CACHE_CONTROL: string;
export declare const PER_REQUEST_SINGLE_PAGES: readonly string[];
export declare const CACHEABLE_PATH: string;
export declare const ACCEPT_LANGUAGE_ANY: string;
export declare function isCacheablePublicPath(pathname: string): boolean;
export declare function acceptLanguageFirst(locale: string): string;
export declare function chooseSiteLocale(cookie: string | null | undefined, acceptLanguage: string | null | undefined): string;
type THas = { type: "cookie" | "header"; key: string; value?: string };
export declare function languageRewrites(): { source: string; destination: string; has?: THas[]; missing?: THas[] }[];
export declare function contentSecurityPolicy(input?: { nonce?: string; dev?: boolean; https?: boolean }): string;
export declare function publicSiteHeaders(input?: { dev?: boolean; https?: boolean }): { source: string; headers: { key: string; value: string }[] }[];
