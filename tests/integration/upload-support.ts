import { createHash } from "node:crypto";
import { NextRequest } from "next/server";
import type { TApiHandler } from "@/lib/http/with-api";
import { chunkPlan } from "@/lib/files/rules";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { call } from "../support/api";

// Helpers of the upload integration tests: multipart chunk requests as the browser sends them.

export type TChunkFields = {
  flowChunkNumber: number | string;
  flowChunkSize: number | string;
  flowCurrentChunkSize: number | string;
  flowTotalSize: number | string;
  flowIdentifier: string;
  flowFilename: string;
  flowRelativePath: string;
  flowTotalChunks: number | string;
};

export type TResult = { status: number; json: Record<string, unknown> & { error?: { code: string; message: string }[]; data?: unknown } };

export async function tokenOf(username: string): Promise<string> {
  const res = await call(loginRoute, { body: { username, password: "demo-pass-2026" } });
  return res.json.token as string;
}

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Bytes that pass the content check of their extension (a PDF header, then noise). */
export function pdfBytes(size: number, seed = 1): Uint8Array {
  const out = new Uint8Array(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out[i] = x & 0xff;
  }
  out.set(new TextEncoder().encode("%PDF-1.7\n"));
  return out;
}

/** A file cut in chunks the way the uploader cuts it: every chunk's fields and bytes. */
export function chunksOf(bytes: Uint8Array, opts: { chunkSize: number; name: string; identifier: string; forceChunkSize?: boolean }) {
  return chunkPlan(bytes.length, opts.chunkSize, opts.forceChunkSize).map((c, _i, all) => ({
    fields: {
      flowChunkNumber: c.number,
      flowChunkSize: opts.chunkSize,
      flowCurrentChunkSize: c.end - c.start,
      flowTotalSize: bytes.length,
      flowIdentifier: opts.identifier,
      flowFilename: opts.name,
      flowRelativePath: opts.name,
      flowTotalChunks: all.length,
    } satisfies TChunkFields,
    bytes: bytes.subarray(c.start, c.end),
  }));
}

async function run(handler: TApiHandler, req: NextRequest, params: Record<string, string> = {}): Promise<{ res: Response; result: TResult }> {
  const res = await handler(req, { params: Promise.resolve(params) });
  const text = await res.clone().text();
  let json: TResult["json"] = {};
  if (text && (res.headers.get("content-type") ?? "").includes("json")) json = JSON.parse(text) as TResult["json"];
  return { res, result: { status: res.status, json } };
}

const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** POST one chunk as multipart form data (the flow* fields and the field "file"). */
export async function postChunk(handler: TApiHandler, token: string | undefined, fields: Partial<TChunkFields>, bytes: Uint8Array | null): Promise<TResult> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  if (bytes) form.append("file", new Blob([new Uint8Array(bytes)]), String(fields.flowFilename ?? "blob"));
  const req = new NextRequest("http://localhost/api/v1/files/upload", { method: "POST", headers: auth(token), body: form });
  return (await run(handler, req)).result;
}

/** The test request of one chunk. */
export async function testChunk(handler: TApiHandler, token: string | undefined, fields: Partial<TChunkFields>): Promise<TResult> {
  const query = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const req = new NextRequest(`http://localhost/api/v1/files/upload?${query}`, { method: "GET", headers: auth(token) });
  return (await run(handler, req)).result;
}

export async function request(handler: TApiHandler, method: string, path: string, token?: string, params: Record<string, string> = {}) {
  return run(handler, new NextRequest(`http://localhost${path}`, { method, headers: auth(token) }), params);
}
