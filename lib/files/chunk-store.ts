import "server-only";
import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { uploadsRoot, writeAtomically } from "./storage";

// Chunks of uploads in progress: one file per chunk under .data/uploads/tmp/<upload id>/<number>.
// A chunk is written under a temporary name and renamed, so a re-sent chunk replaces only its own
// file and a reader sees either the old or the new chunk, whole.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function chunkDir(uploadId: string): string {
  if (!UUID.test(uploadId)) throw new Error("Invalid upload id.");
  return path.join(/*turbopackIgnore: true*/ uploadsRoot(), "tmp", uploadId);
}

function chunkPath(uploadId: string, chunkNumber: number): string {
  if (!Number.isInteger(chunkNumber) || chunkNumber < 1) throw new Error("Invalid chunk number.");
  return path.join(/*turbopackIgnore: true*/ chunkDir(uploadId), String(chunkNumber));
}

export async function writeChunk(uploadId: string, chunkNumber: number, bytes: Buffer): Promise<void> {
  await writeAtomically(chunkPath(uploadId, chunkNumber), bytes);
}

/** The chunks 1..totalChunks one after the other, as one stream of bytes. */
export async function* readChunks(uploadId: string, totalChunks: number): AsyncGenerator<Buffer> {
  for (let n = 1; n <= totalChunks; n++) {
    for await (const part of createReadStream(chunkPath(uploadId, n))) yield part as Buffer;
  }
}

export async function removeChunks(uploadId: string): Promise<void> {
  await rm(chunkDir(uploadId), { recursive: true, force: true });
}
