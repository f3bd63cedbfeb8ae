// The device's offline store: one IndexedDB database holding the session's AES-GCM key (a
// non-extractable CryptoKey: scripts can use it, never read it), the queue of entries waiting
// to be sent and the calendar's ranges as last loaded, each encrypted with that key. Nothing
// readable about a student is stored in clear.

export const DB_NAME = "scuta-offline";
const VERSION = 2;
const KEYS = "keys";
const QUEUE = "queue";
export const RANGES = "ranges";

export type TEntryKind = "contact" | "event" | "done";

/** What a queued entry holds once decrypted. */
export type TEntry = {
  kind: TEntryKind;
  method: "POST" | "PUT";
  url: string;
  body: Record<string, unknown>;
  idempotencyKey: string;
  /** What the status panel shows of it (its title). */
  label: string;
  /** The event's version the counselor edited (an update): the server refuses it (409) when the event changed since. */
  ifMatch?: string;
  createdAt: string;
};

type TStored = { seq?: number; iv: Uint8Array; data: ArrayBuffer };

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(KEYS)) db.createObjectStore(KEYS);
      if (!db.objectStoreNames.contains(QUEUE)) db.createObjectStore(QUEUE, { keyPath: "seq", autoIncrement: true });
      if (!db.objectStoreNames.contains(RANGES)) db.createObjectStore(RANGES, { keyPath: "seq", autoIncrement: true });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function run<T>(store: string, mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(store, mode);
      const req = work(tx.objectStore(store));
      tx.oncomplete = () => resolve(req.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** Keeps the session's key (raw bytes from the server) as a non-extractable AES-GCM key. */
export async function saveKey(raw: Uint8Array): Promise<CryptoKey> {
  const key = await crypto.subtle.importKey("raw", raw as BufferSource, { name: "AES-GCM" }, false, ["encrypt", "decrypt"]);
  await run(KEYS, "readwrite", (s) => s.put(key, "session"));
  return key;
}

/** Reads never create the database: after a wipe nothing of the app reappears until something is kept again. */
async function exists(): Promise<boolean> {
  if (typeof indexedDB.databases !== "function") return true;
  return (await indexedDB.databases()).some((d) => d.name === DB_NAME);
}

export async function loadKey(): Promise<CryptoKey | null> {
  if (!(await exists())) return null;
  const key = await run<CryptoKey | undefined>(KEYS, "readonly", (s) => s.get("session") as IDBRequest<CryptoKey | undefined>);
  return key ?? null;
}

export async function addEntry(key: CryptoKey, entry: TEntry): Promise<void> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(JSON.stringify(entry)));
  await run(QUEUE, "readwrite", (s) => s.add({ iv, data } satisfies TStored));
}

/** The queue in the order it was written; an entry this key cannot open (another session's) comes back as null. */
export async function readEntries(key: CryptoKey | null): Promise<{ seq: number; entry: TEntry | null }[]> {
  if (!(await exists())) return [];
  const rows = await run<TStored[]>(QUEUE, "readonly", (s) => s.getAll() as IDBRequest<TStored[]>);
  return Promise.all(
    rows.map(async (r) => {
      if (!key) return { seq: r.seq as number, entry: null };
      try {
        const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: r.iv as BufferSource }, key, r.data);
        return { seq: r.seq as number, entry: JSON.parse(new TextDecoder().decode(plain)) as TEntry };
      } catch {
        return { seq: r.seq as number, entry: null };
      }
    }),
  );
}

export async function countEntries(): Promise<number> {
  if (!(await exists())) return 0;
  return run<number>(QUEUE, "readonly", (s) => s.count());
}

export async function deleteEntry(seq: number): Promise<void> {
  await run(QUEUE, "readwrite", (s) => s.delete(seq));
}

export async function replaceEntry(seq: number, key: CryptoKey, entry: TEntry): Promise<void> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(JSON.stringify(entry)));
  await run(QUEUE, "readwrite", (s) => s.put({ seq, iv, data } satisfies TStored));
}

/** A value encrypted with the session's key: a fresh IV each time, the JSON text sealed with AES-GCM. */
export async function seal(key: CryptoKey, value: unknown): Promise<{ iv: Uint8Array; data: ArrayBuffer }> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(JSON.stringify(value)));
  return { iv, data };
}

/** A sealed value opened with the session's key; null when this key cannot open it (another session's). */
export async function unseal<T>(key: CryptoKey, row: { iv: Uint8Array; data: ArrayBuffer }): Promise<T | null> {
  try {
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: row.iv as BufferSource }, key, row.data);
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    return null;
  }
}

/** Keeps one calendar range as loaded, encrypted, in the order kept. */
export async function addRange(key: CryptoKey, value: unknown): Promise<void> {
  const sealed = await seal(key, value);
  await run(RANGES, "readwrite", (s) => s.add(sealed satisfies TStored));
}

/** The kept ranges in the order kept, each opened with this key (null: written under another session's key). */
export async function readRanges<T>(key: CryptoKey): Promise<{ seq: number; value: T | null }[]> {
  if (!(await exists())) return [];
  const rows = await run<TStored[]>(RANGES, "readonly", (s) => s.getAll() as IDBRequest<TStored[]>);
  return Promise.all(rows.map(async (r) => ({ seq: r.seq as number, value: await unseal<T>(key, r) })));
}

export async function deleteRanges(seqs: readonly number[]): Promise<void> {
  if (seqs.length === 0) return;
  const db = await open();
  try {
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(RANGES, "readwrite");
      for (const seq of seqs) tx.objectStore(RANGES).delete(seq);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** The app's caches (the service worker's pages): their names start with this. */
export const CACHE_PREFIX = "scuta-";

/**
 * Removes everything the app kept on this device: the offline database (key, queue and the
 * calendar's kept ranges) and the service worker's cached pages, which hold what the server rendered
 * for this reader (student names included). Called on log out and when the server says the session has ended.
 */
export async function wipeDevice(): Promise<void> {
  await new Promise<void>((resolve) => {
    const req = indexedDB.deleteDatabase(DB_NAME);
    req.onsuccess = () => resolve();
    req.onerror = () => resolve();
    // Another tab holding the database open: the deletion waits for it to close (each tab closes after every call).
    req.onblocked = () => undefined;
  });
  if ("caches" in window) {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX)).map((n) => caches.delete(n)));
  }
  window.dispatchEvent(new Event(WIPED_EVENT));
}

export const WIPED_EVENT = "scuta:offline-wiped";
