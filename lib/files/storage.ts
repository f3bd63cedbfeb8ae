import "server-only";
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { UTApi } from "uploadthing/server";
import { env } from "@/lib/env";
import { AppError, notFound } from "@/lib/http/errors";

// Where assembled files live: the local disk under .data/uploads/files (default), or UploadThing
// when UPLOADTHING_TOKEN is set. Each upload row records which one holds it, so files stored
// before the token was set stay readable. Chunks in transit always stay on the local disk
// (chunk-store.ts).

export type TStorageName = "local" | "uploadthing";
export type TStorageBody = Buffer | Readable;
export type TStoredMeta = { filename: string; mimeType: string };

export type TStorage = {
  name: TStorageName;
  /** Stores the body under `key` (atomically: readers never see a partial file); returns the key to read it back. */
  put(key: string, body: TStorageBody, meta: TStoredMeta): Promise<string>;
  get(key: string): Promise<ReadableStream<Uint8Array>>;
  delete(key: string): Promise<void>;
};

/** The root of local upload storage. */
export function uploadsRoot(): string {
  // Read live rather than through the cached env() (which validates it): tests point it at a temp directory per file.
  const override = process.env.UPLOADS_DIR;
  return path.resolve(/*turbopackIgnore: true*/ override || path.join(process.cwd(), ".data", "uploads"));
}

const KEY_PATTERN = /^[0-9A-Za-z_-]+(\/[0-9A-Za-z_-]+)*$/;

function localPath(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error("Invalid storage key.");
  return path.join(/*turbopackIgnore: true*/ uploadsRoot(), "files", key);
}

/** Writes to a temporary name next to the target, then renames: the file appears whole or not at all. */
export async function writeAtomically(target: string, body: TStorageBody): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${randomBytes(6).toString("hex")}.part`;
  try {
    await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temp, { mode: 0o600 }));
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** A node stream as a web stream (a Response body), closing the file when the reader stops. */
export function toWebStream(stream: Readable): ReadableStream<Uint8Array> {
  const iterator = stream[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = (await iterator.next()) as IteratorResult<Buffer>;
      if (done) controller.close();
      else controller.enqueue(new Uint8Array(value));
    },
    cancel() {
      stream.destroy();
    },
  });
}

const localStorage: TStorage = {
  name: "local",
  async put(key, body) {
    await writeAtomically(localPath(key), body);
    return key;
  },
  async get(key) {
    const file = localPath(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw notFound("The file is no longer stored.");
    return toWebStream(createReadStream(file));
  },
  async delete(key) {
    await rm(localPath(key), { force: true });
  },
};

async function collect(body: TStorageBody): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

function uploadThingStorage(token: string): TStorage {
  let api: UTApi | undefined;
  // Loaded on first use: the SDK is large and most installations never need it.
  const utapi = async () => (api ??= new (await import("uploadthing/server")).UTApi({ token }));
  return {
    name: "uploadthing",
    async put(key, body, meta) {
      const bytes = new Uint8Array(await collect(body));
      const result = await (await utapi()).uploadFiles(new File([bytes], meta.filename, { type: meta.mimeType }));
      if (result.error) throw new Error(`UploadThing refused the file (${result.error.code}).`);
      return result.data.key;
    },
    async get(key) {
      const { ufsUrl } = await (await utapi()).generateSignedURL(key);
      const res = await fetch(ufsUrl);
      if (!res.ok || !res.body) throw notFound("The file is no longer stored.");
      return res.body;
    },
    async delete(key) {
      await (await utapi()).deleteFiles(key);
    },
  };
}

/** The storage that new files go to. */
export function defaultStorage(): TStorage {
  const token = env().UPLOADTHING_TOKEN;
  return token ? uploadThingStorage(token) : localStorage;
}

/** The storage that holds a stored file, by the name kept on its row. */
export function storageFor(name: string | null): TStorage {
  if (name === "local") return localStorage;
  const token = env().UPLOADTHING_TOKEN;
  if (name === "uploadthing" && token) return uploadThingStorage(token);
  throw new AppError("storage_unavailable", "The storage holding this file is not configured.", 503);
}
