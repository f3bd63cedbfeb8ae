import { NextResponse, type NextRequest } from "next/server";
import { ZodError, type z } from "zod";
import { getDb, type TDb } from "@/db/client";
import { resolveActor, type TActor } from "@/lib/auth/current-user";
import { AppError, errorBody, forbidden, issuesToEntries } from "./errors";
import { logError } from "./log";

/** Who may call a route: anyone, any signed-in user, or these role ids. */
export type TAccess = "public" | "user" | readonly number[];

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
  body?: TB;
  query?: TQ;
};

type TInfer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export type TApiHandler = ((req: NextRequest, ctx: { params: Promise<TParams> }) => Promise<Response>) & { access: TAccess };

/**
 * The one wrapper of every /api/v1 and /home route: resolves the caller, checks access, parses the
 * body and query with zod, and turns errors into the spec's envelope {status_code, error:[…]}.
 */
export function withApi<TB extends z.ZodType | undefined = undefined, TQ extends z.ZodType | undefined = undefined, TAcc extends TAccess = TAccess>(
  options: TOptions<TB, TQ, TAcc>,
  handler: (ctx: TApiContext<TInfer<TB>, TInfer<TQ>, TAcc>) => Promise<unknown> | unknown,
): TApiHandler {
  const wrapped = async (req: NextRequest, routeCtx: { params: Promise<TParams> }) => {
    try {
      const now = new Date();
      const db = await getDb();
      let actor: TActor | null = null;
      if (options.access === "public") {
        actor = await resolveActor(req.headers, now).catch(() => null);
      } else {
        actor = await resolveActor(req.headers, now);
        if (Array.isArray(options.access) && !options.access.includes(actor.user.roleId)) throw forbidden();
      }
      const query = options.query ? parseOrThrow(options.query, Object.fromEntries(req.nextUrl.searchParams)) : undefined;
      const body = options.body ? parseOrThrow(options.body, await readBody(req)) : undefined;
      const params = (await routeCtx?.params) ?? {};
      const result = await handler({ req, db, actor: actor as TApiContext<TInfer<TB>, TInfer<TQ>, TAcc>["actor"], body: body as TInfer<TB>, query: query as TInfer<TQ>, params, now });
      if (result instanceof Response) return result;
      return NextResponse.json(result ?? { status_code: 200 });
    } catch (error) {
      return errorResponse(error);
    }
  };
  return Object.assign(wrapped, { access: options.access as TAccess });
}

class ValidationError extends Error {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super("validation");
  }
}

function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ValidationError(parsed.error.issues);
  return parsed.data;
}

async function readBody(req: NextRequest): Promise<unknown> {
  const type = req.headers.get("content-type") ?? "";
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    const form = await req.formData();
    return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
  }
  const text = await req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.", 400);
  }
}

export function errorResponse(error: unknown): Response {
  if (error instanceof ValidationError) {
    return NextResponse.json(errorBody(422, issuesToEntries(error.issues)), { status: 422 });
  }
  // A use-case that parses its own input (the same function serves actions and routes) throws ZodError.
  if (error instanceof ZodError) {
    return NextResponse.json(errorBody(422, issuesToEntries(error.issues)), { status: 422 });
  }
  if (error instanceof AppError) {
    const entry = { code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) };
    return NextResponse.json(errorBody(error.status, [entry]), { status: error.status });
  }
  logError("api", error);
  return NextResponse.json(errorBody(500, [{ code: "server_error", message: "Something went wrong on our side. Please try again." }]), { status: 500 });
}
