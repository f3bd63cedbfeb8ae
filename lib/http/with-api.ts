import { NextResponse, type NextRequest } from "next/server";
import { and, eq } from "drizzle-orm";
import { ZodError, type z } from "zod";
import { getDb, type TDb } from "@/db/client";
import { partners } from "@/db/schema";
import { resolveActor, type TActor } from "@/lib/auth/current-user";
import { assertMayUse, type TLicenseNeed } from "@/lib/auth/license";
import { assertCan, type TAction } from "@/lib/auth/permissions";
import { env } from "@/lib/env";
import { AppError, errorBody, issuesToEntries, notFound } from "./errors";
import { logError } from "./log";
import { findNulByte, hasControlChars } from "./text";

/**
 * Who may call a route: anyone ("public"), any signed-in user ("user"; the use-case narrows), or
 * whoever holds the named action of the access table (lib/auth/permissions.ts), or any one of a
 * list of them. Never role ids: the table says which roles hold an action.
 */
export type TAccess = "public" | "user" | TAction | readonly TAction[];

type TParams = Record<string, string | string[] | undefined>;

export type TApiContext<TBody, TQuery, TAcc extends TAccess> = {
  req: NextRequest;
  db: TDb;
  actor: TAcc extends "public" ? TActor | null : TActor;
  body: TBody;
  query: TQuery;
  params: TParams;
  now: Date;
};

type TOptions<TB extends z.ZodType | undefined, TQ extends z.ZodType | undefined, TAcc extends TAccess> = {
  access: TAcc;
  /**
   * What the call needs of the caller's license (lib/auth/license.ts). By default a signed-in write
   * (POST, PUT, PATCH, DELETE) needs a license in force and a read does not; "renewal" marks a write
   * a lapsed license still allows (billing, renewal, logout, the account), "license" a read that
   * writes (a calendar sync). Public routes never check it: a visitor may call them anyway.
   */
  license?: TLicenseNeed;
  body?: TB;
  query?: TQ;
};

type TInfer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export type TApiHandler = ((req: NextRequest, ctx?: { params: Promise<TParams> }) => Promise<Response>) & { access: TAccess };

/**
 * The one wrapper of every /api/v1 and /home route: resolves the caller, checks access, parses the
 * body and query with zod, and turns errors into the spec's envelope {status_code, error:[…]}.
 */
export function withApi<TB extends z.ZodType | undefined = undefined, TQ extends z.ZodType | undefined = undefined, TAcc extends TAccess = TAccess>(
  options: TOptions<TB, TQ, TAcc>,
  handler: (ctx: TApiContext<TInfer<TB>, TInfer<TQ>, TAcc>) => Promise<unknown> | unknown,
): TApiHandler {
  const wrapped = async (req: NextRequest, routeCtx?: { params: Promise<TParams> }) => {
    let params: TParams = {};
    try {
      const now = new Date();
      params = (await routeCtx?.params) ?? {};
      const db = await getDb();
      let actor: TActor | null = null;
      if (options.access === "public") {
        actor = await resolveActor(req.headers, now).catch(() => null);
      } else {
        actor = await resolveActor(req.headers, now);
        if (options.access !== "user") assertCan(actor.user, options.access as TAction | readonly TAction[]);
        // Before the body is read: a lapsed license writes nothing (402 license_expired).
        assertMayUse(actor.user, options.license ?? (UNSAFE_METHODS.has(req.method.toUpperCase()) ? "license" : "renewal"), now);
      }
      await guardOrigin(req, actor, db);
      // A path segment is looked up without a schema: one holding a control character names nothing.
      // Next has already decoded the params ("98%2518" arrives as "98%18", which is text, not a control).
      if (Object.values(params).some((v) => [v ?? ""].flat().some((s) => hasControlChars(s)))) throw notFound();
      guardQuery(req);
      const query = options.query ? parseOrThrow(options.query, Object.fromEntries(req.nextUrl.searchParams)) : undefined;
      const body = options.body ? parseOrThrow(options.body, guardNul(await readBody(req))) : undefined;
      const result = await handler({ req, db, actor: actor as TApiContext<TInfer<TB>, TInfer<TQ>, TAcc>["actor"], body: body as TInfer<TB>, query: query as TInfer<TQ>, params, now });
      if (result instanceof Response) return result;
      return NextResponse.json(result ?? { status_code: 200 });
    } catch (error) {
      return errorResponse(error, `api ${req.method} ${routePattern(req.nextUrl.pathname, params)}`);
    }
  };
  return Object.assign(wrapped, { access: options.access as TAccess });
}

class ValidationError extends Error {
  constructor(readonly issues: readonly { path: PropertyKey[]; message: string }[]) {
    super("validation");
  }
}

function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ValidationError(parsed.error.issues);
  return parsed.data;
}

const invalidBody = (message: string) => new AppError("invalid_body", message, 400);

/**
 * A form body (urlencoded or multipart) for any handler that reads one: a broken body (a multipart
 * cut short, a missing or foreign boundary) is the caller's mistake, 400 invalid_body, never a 500.
 */
export async function readForm(req: Request): Promise<FormData> {
  return req.formData().catch(() => {
    throw invalidBody("The form body could not be read: check the content type and the multipart boundary.");
  });
}

/** The body as an object: JSON, or the text fields of a form (urlencoded or multipart). A body that cannot be read is the caller's mistake: 400. */
async function readBody(req: NextRequest): Promise<unknown> {
  const type = req.headers.get("content-type") ?? "";
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    const form = await readForm(req);
    return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
  }
  const text = await req.text().catch(() => {
    throw invalidBody("The request body could not be read.");
  });
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.", 400);
  }
}

const CONTROL_MESSAGE = "Remove the control characters from this value.";

/**
 * The last guard for text no schema reads (a loose object, a field passed through): PostgreSQL
 * cannot store a NUL byte, so one anywhere in the body is refused before the handler runs.
 */
function guardNul(body: unknown): unknown {
  const path = findNulByte(body);
  if (path !== null) throw new ValidationError([{ path: path === "body" ? [] : path.split("."), message: CONTROL_MESSAGE }]);
  return body;
}

/** A query value is one line of text: a control character in any of them is refused (handlers may read the query without a schema). */
function guardQuery(req: NextRequest): void {
  for (const [key, value] of req.nextUrl.searchParams) {
    if (hasControlChars(key) || hasControlChars(value)) {
      throw new ValidationError([{ path: hasControlChars(key) ? [] : [key], message: CONTROL_MESSAGE }]);
    }
  }
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Cross-site request forgery: a browser attaches the session cookie to a form another site posts
 * here, so a write authenticated by the cookie must come from this site. It is refused when the
 * browser says the request is cross-site (Sec-Fetch-Site) or names another origin (Origin). A
 * bearer token is never sent by the browser on its own, so bearer calls and non-browser clients
 * (no Origin header) are not affected; `_method` overrides arrive as POST and are checked here too.
 * An anonymous write (sign-up, contact, quote) has no session to abuse, but a page of another site
 * must not use the visitor's browser to send it either: refused when the browser says cross-site.
 * A partner's white-label host (an active row of `partners`) serves this same app, so an Origin on
 * it is the site's own too: looked up (one indexed query) only when the Origin is not otherwise
 * the site's, and never cached, so a deactivated partner's host is refused at once.
 */
async function guardOrigin(req: NextRequest, actor: TActor | null, db: TDb): Promise<void> {
  if (!UNSAFE_METHODS.has(req.method.toUpperCase())) return;
  const site = req.headers.get("sec-fetch-site")?.toLowerCase();
  const crossSite = site === "cross-site";
  if (actor?.via === "cookie") {
    const origin = req.headers.get("origin");
    if (crossSite) throw crossOrigin();
    if (origin === null) return;
    const appUrl = env().APP_URL;
    if (!isOwnOrigin(origin, requestHosts(req), appUrl) && !(await isPartnerOrigin(db, origin, appUrl))) throw crossOrigin();
    return;
  }
  if (!actor && crossSite) throw crossOrigin();
}

/**
 * True when `origin` is on an active partner host (any port: the host column holds none). With
 * APP_URL set the scheme must be APP_URL's too, so an https deployment takes no http page's write.
 */
export async function isPartnerOrigin(db: TDb, origin: string, appUrl: string | undefined): Promise<boolean> {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
  if (appUrl && parsed.protocol !== new URL(appUrl).protocol) return false;
  const host = parsed.hostname.toLowerCase().replace(/\.$/, "");
  if (!host || host.length > 255) return false;
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.host, host), eq(partners.active, true)))
    .limit(1);
  return row !== undefined;
}

const crossOrigin = () => new AppError("cross_origin", "This request came from another site and was refused.", 403);

/**
 * The site's own origin is APP_URL's when set: the only value not chosen by the request, and the
 * one production sets (see the README). Without it (development, a single host), the Origin's
 * host is compared with the host the request was addressed to: the Host header (or the
 * X-Forwarded-Host a proxy in front adds), and the host of Next's request URL — which Next builds
 * from its own hostname and port, not from Host, so a browser on http://127.0.0.1:3000 or behind a
 * proxy would otherwise be refused. Those headers are the attacker's only when the attacker sends
 * the request itself, and then no victim's cookie comes with it; a victim's browser always sends
 * the real host and cannot be made to send X-Forwarded-Host across sites (a custom header needs a
 * CORS preflight this app never grants). The scheme is not compared without APP_URL: a proxy
 * ending TLS makes Next see http for an https page.
 */
export function isOwnOrigin(origin: string, requestHosts: readonly (string | null | undefined)[], appUrl: string | undefined): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // "null" (a sandboxed frame, a file) or junk
  }
  if (appUrl) return parsed.origin === new URL(appUrl).origin;
  const host = parsed.host.toLowerCase();
  return requestHosts.some((h) => !!h && h.trim().toLowerCase() === host);
}

function requestHosts(req: NextRequest): string[] {
  const forwarded = req.headers.get("x-forwarded-host")?.split(",")[0];
  return [req.headers.get("host"), forwarded, req.nextUrl.host].filter((h): h is string => !!h);
}

/** The route as a pattern for the log: each path segment that is a parameter's value becomes [name] (tokens never reach the log). */
function routePattern(pathname: string, params: TParams): string {
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) for (const v of [value ?? ""].flat()) if (v) names.set(v, name);
  return pathname
    .split("/")
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // kept as is
      }
      const name = names.get(segment) ?? names.get(decoded);
      return name ? `[${name}]` : segment;
    })
    .join("/");
}

export function errorResponse(error: unknown, scope = "api"): Response {
  if (error instanceof ValidationError) {
    return NextResponse.json(errorBody(422, issuesToEntries(error.issues)), { status: 422 });
  }
  // A use-case that parses its own input (the same function serves actions and routes) throws ZodError.
  if (error instanceof ZodError) {
    return NextResponse.json(errorBody(422, issuesToEntries(error.issues)), { status: 422 });
  }
  if (error instanceof AppError) {
    const entry = { code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) };
    const retry = error.retryAfterSeconds ? { "retry-after": String(Math.ceil(error.retryAfterSeconds)) } : undefined;
    return NextResponse.json(errorBody(error.status, [entry]), { status: error.status, headers: retry });
  }
  logError(scope, error);
  return NextResponse.json(errorBody(500, [{ code: "server_error", message: "Something went wrong on our side. Please try again." }]), { status: 500 });
}
