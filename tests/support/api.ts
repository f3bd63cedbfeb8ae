import { NextRequest } from "next/server";
import type { TApiHandler } from "@/lib/http/with-api";

/** Calls a route handler as Next would, with an optional bearer token and JSON body. */
export async function call(
  handler: TApiHandler,
  opts: { method?: string; path?: string; token?: string; body?: unknown; headers?: Record<string, string>; params?: Record<string, string> } = {},
): Promise<{ status: number; json: Record<string, unknown> & { error?: { code: string; message: string; field?: string }[] } }> {
  const headers = new Headers(opts.headers);
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  if (opts.body !== undefined) headers.set("content-type", "application/json");
  const req = new NextRequest(new URL(opts.path ?? "/api/v1/test", "http://localhost"), {
    method: opts.method ?? (opts.body === undefined ? "GET" : "POST"),
    headers,
    body: opts.body === undefined ? undefined : typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body),
  });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & { error?: { code: string; message: string; field?: string }[] } };
}
