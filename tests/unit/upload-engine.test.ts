import { afterEach, describe, expect, it, vi } from "vitest";
import { UploadEngine, type TEngineOptions } from "@/components/upload/upload-engine";

// The uploader's client side against an in-memory server that speaks the chunk protocol.

type TCall = { method: string; chunk: number; identifier: string; form: FormData | null };

function fakeServer(opts: { status?: (call: TCall) => number | undefined; hold?: boolean } = {}) {
  const stored = new Map<string, Set<number>>();
  const calls: TCall[] = [];
  const held: (() => void)[] = [];
  let inFlight = 0;
  let maxInFlight = 0;

  const answer = (call: TCall): Response => {
    const forced = opts.status?.(call);
    if (forced) return Response.json({ status_code: forced, error: [{ code: `code_${forced}`, message: `failed ${forced}` }] }, { status: forced });
    const chunks = stored.get(call.identifier) ?? new Set<number>();
    stored.set(call.identifier, chunks);
    if (call.method === "DELETE") return Response.json({ status_code: 200 });
    if (call.method === "GET") return chunks.has(call.chunk) ? Response.json({ status_code: 200 }) : new Response(null, { status: 204 });
    chunks.add(call.chunk);
    const total = Number(call.form?.get("flowTotalChunks"));
    const complete = chunks.size === total;
    return Response.json({ status_code: 200, data: { chunk: call.chunk, complete, file: complete ? { id: "stored-id" } : null } });
  };

  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const form = init?.body instanceof FormData ? init.body : null;
    const call: TCall = {
      method: init?.method ?? "GET",
      chunk: Number(form?.get("flowChunkNumber") ?? url.searchParams.get("flowChunkNumber")),
      identifier: String(form?.get("flowIdentifier") ?? url.searchParams.get("flowIdentifier")),
      form,
    };
    calls.push(call);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      return await new Promise<Response>((resolve, reject) => {
        const signal = init?.signal;
        signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        const go = () => (signal?.aborted ? undefined : resolve(answer(call)));
        if (opts.hold) held.push(go);
        else queueMicrotask(go);
      });
    } finally {
      inFlight--;
    }
  };

  return {
    fetch: fetchFn,
    calls,
    stored,
    held,
    get maxInFlight() {
      return maxInFlight;
    },
    posts: () => calls.filter((c) => c.method === "POST"),
    releaseAll() {
      for (const go of held.splice(0)) go();
    },
  };
}

const settle = async (rounds = 20) => {
  for (let i = 0; i < rounds; i++) await new Promise((r) => setImmediate(r));
};

const fileOf = (size: number, name = "plan.pdf", lastModified = 1) => new File([new Uint8Array(size).fill(65)], name, { lastModified });

function engineWith(server: ReturnType<typeof fakeServer>, opts: Partial<TEngineOptions> = {}) {
  return new UploadEngine({ chunkSize: 4, fetch: server.fetch, progressCallbacksInterval: 0, ...opts });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("upload engine", () => {
  it("'A chunk starts pending, is read, is optionally tested on the server, then uploaded' with the chunk parameters and the field 'file'", async () => {
    const server = fakeServer();
    const onComplete = vi.fn();
    const onFileSuccess = vi.fn();
    const engine = engineWith(server, { onComplete, onFileSuccess });
    engine.addFiles([fileOf(13)]);
    await settle();

    const [first] = server.calls;
    expect(first.method).toBe("GET");
    const chunk3 = server.posts().find((c) => c.chunk === 3);
    expect(Object.fromEntries([...(chunk3?.form?.entries() ?? [])].filter(([, v]) => typeof v === "string"))).toEqual({
      flowChunkNumber: "3",
      flowChunkSize: "4",
      flowCurrentChunkSize: "5",
      flowTotalSize: "13",
      flowIdentifier: "13-1-planpdf",
      flowFilename: "plan.pdf",
      flowRelativePath: "plan.pdf",
      flowTotalChunks: "3",
    });
    expect((chunk3?.form?.get("file") as Blob).size).toBe(5);
    expect(
      server
        .posts()
        .map((c) => c.chunk)
        .sort(),
    ).toEqual([1, 2, 3]);
    expect(engine.snapshot()[0]).toMatchObject({ state: "complete", progress: 100 });
    expect(onFileSuccess).toHaveBeenCalledWith(expect.objectContaining({ name: "plan.pdf" }), { id: "stored-id" });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("'3 simultaneous uploads': never more than three chunk requests in flight", async () => {
    const server = fakeServer({ hold: true });
    const engine = engineWith(server);
    engine.addFiles([fileOf(40)]);
    for (let i = 0; i < 40 && !engine.isComplete(); i++) {
      await settle(2);
      server.releaseAll();
    }
    await settle();
    expect(engine.isComplete()).toBe(true);
    expect(server.maxInFlight).toBe(3);
    expect(server.posts()).toHaveLength(10);
  });

  it("chunks the server already holds are skipped after the test request (resume)", async () => {
    const server = fakeServer();
    server.stored.set("12-1-planpdf", new Set([1, 2]));
    const engine = engineWith(server);
    engine.addFiles([fileOf(12)]);
    await settle();
    expect(server.posts().map((c) => c.chunk)).toEqual([3]);
    expect(engine.isComplete()).toBe(true);
  });

  it.each([404, 415, 500, 501])("a permanent error (%i) aborts the file and resets its chunks; Retry starts it again", async (status) => {
    let failing = true;
    const server = fakeServer({ status: (c) => (failing && c.method === "POST" && c.chunk === 2 ? status : undefined) });
    const engine = engineWith(server, { maxChunkRetries: 5 });
    engine.addFiles([fileOf(12)]);
    await settle();
    const [view] = engine.snapshot();
    expect(view.state).toBe("error");
    expect(view.error).toEqual({ status, code: `code_${status}`, message: `failed ${status}` });
    expect(view.progress).toBe(0);
    // Not retried, even with retries allowed.
    expect(server.posts().filter((c) => c.chunk === 2)).toHaveLength(1);

    failing = false;
    engine.retry(view.id);
    await settle();
    expect(engine.snapshot()[0].state).toBe("complete");
  });

  it("a permanent error on the test request fails the file without uploading", async () => {
    const server = fakeServer({ status: (c) => (c.method === "GET" ? 415 : undefined) });
    const engine = engineWith(server);
    engine.addFiles([fileOf(4)]);
    await settle();
    expect(engine.snapshot()[0].state).toBe("error");
    expect(server.posts()).toHaveLength(0);
  });

  it("'A non-permanent failure retries until the retry limit, then becomes error' (default limit 0)", async () => {
    const server = fakeServer({ status: (c) => (c.method === "POST" ? 503 : undefined) });
    const engine = engineWith(server);
    engine.addFiles([fileOf(4)]);
    await settle();
    expect(engine.snapshot()[0].state).toBe("error");
    expect(server.posts()).toHaveLength(1);
  });

  it("with a retry limit of 2, a chunk failing twice with 503 is sent a third time and succeeds", async () => {
    let failures = 2;
    const server = fakeServer({ status: (c) => (c.method === "POST" && failures-- > 0 ? 503 : undefined) });
    const engine = engineWith(server, { maxChunkRetries: 2 });
    engine.addFiles([fileOf(4)]);
    await settle();
    expect(engine.snapshot()[0].state).toBe("complete");
    expect(server.posts()).toHaveLength(3);
  });

  it("a network failure counts as a non-permanent error", async () => {
    const engine = new UploadEngine({ chunkSize: 4, fetch: () => Promise.reject(new TypeError("Failed to fetch")), maxChunkRetries: 0 });
    engine.addFiles([fileOf(4)]);
    await settle();
    expect(engine.snapshot()[0].error?.code).toBe("network_error");
  });

  it("'Pause stops a file; resume restarts'", async () => {
    const server = fakeServer({ hold: true });
    const engine = engineWith(server, { simultaneousUploads: 1 });
    engine.addFiles([fileOf(12)]);
    await settle(2);
    server.releaseAll(); // test of chunk 1
    await settle(2);
    server.releaseAll(); // upload of chunk 1
    await settle(2);
    const id = engine.snapshot()[0].id;
    expect(server.posts()).toHaveLength(1);

    engine.pause(id);
    expect(engine.snapshot()[0].state).toBe("paused");
    const before = server.calls.length;
    server.releaseAll(); // the aborted request's answer is ignored
    await settle();
    expect(server.calls.length).toBe(before);
    expect(engine.snapshot()[0].progress).toBe(33);

    engine.resume(id);
    for (let i = 0; i < 10 && !engine.isComplete(); i++) {
      await settle(2);
      server.releaseAll();
    }
    expect(engine.snapshot()[0].state).toBe("complete");
    expect(server.posts().map((c) => c.chunk)).toEqual([1, 2, 3]);
  });

  it("Cancel removes the file and gives up its upload on the server", async () => {
    const server = fakeServer({ hold: true });
    const engine = engineWith(server);
    engine.addFiles([fileOf(12)]);
    await settle(2);
    engine.cancel(engine.snapshot()[0].id);
    await settle(2);
    expect(engine.snapshot()).toEqual([]);
    expect(server.calls.at(-1)).toMatchObject({ method: "DELETE", identifier: "12-1-planpdf" });
  });

  it("'The queue fires complete when all files are done'", async () => {
    const server = fakeServer({ hold: true });
    const onComplete = vi.fn();
    const engine = engineWith(server, { onComplete });
    engine.addFiles([fileOf(8, "a.pdf"), fileOf(8, "b.pdf")]);
    for (let i = 0; i < 4; i++) {
      await settle(2);
      server.releaseAll();
    }
    await settle();
    expect(engine.snapshot().map((f) => f.state)).toEqual(["complete", "complete"]);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});

describe("adding files", () => {
  it("'duplicates (same size plus sanitised relative path) are rejected unless duplicates are allowed'", () => {
    const server = fakeServer({ hold: true });
    const engine = engineWith(server);
    expect(engine.addFiles([fileOf(8, "plan.pdf")])).toEqual([]);
    expect(engine.addFiles([fileOf(8, "plan.pdf", 99)])).toEqual([{ name: "plan.pdf", reason: "duplicate" }]);
    expect(engine.addFiles([fileOf(9, "plan.pdf")])).toEqual([]);
    expect(engine.snapshot()).toHaveLength(2);

    const lenient = engineWith(fakeServer({ hold: true }), { allowDuplicateUploads: true });
    lenient.addFiles([fileOf(8, "plan.pdf")]);
    expect(lenient.addFiles([fileOf(8, "plan.pdf")])).toEqual([]);
    expect(lenient.snapshot()).toHaveLength(2);
  });

  it("'single-file mode replaces the existing file'", () => {
    const engine = engineWith(fakeServer({ hold: true }), { singleFile: true });
    engine.addFiles([fileOf(8, "first.pdf")]);
    engine.addFiles([fileOf(8, "second.pdf"), fileOf(8, "third.pdf")]);
    expect(engine.snapshot().map((f) => f.name)).toEqual(["second.pdf"]);
  });

  it("'directory entries are skipped' and so are files of size 0; other types and sizes are refused", () => {
    const engine = engineWith(fakeServer({ hold: true }), { maxFileBytes: 10 });
    const rejected = engine.addFiles([fileOf(4096, "."), fileOf(0, "empty.txt"), fileOf(4, "tool.exe"), fileOf(11, "big.pdf"), fileOf(4, "ok.pdf")]);
    expect(rejected).toEqual([
      { name: "tool.exe", reason: "type" },
      { name: "big.pdf", reason: "size" },
    ]);
    expect(engine.snapshot().map((f) => f.name)).toEqual(["ok.pdf"]);
  });

  it("'Thumbnails support jpg, png, jpeg, bmp and gif'", () => {
    const engine = engineWith(fakeServer({ hold: true }), { thumbnailUrl: (f) => `blob:${f.name}` });
    engine.addFiles([fileOf(4, "a.jpg"), fileOf(4, "b.gif"), fileOf(4, "c.webp"), fileOf(4, "d.pdf")]);
    expect(engine.snapshot().map((f) => f.thumbnail)).toEqual(["blob:a.jpg", "blob:b.gif", null, null]);
  });
});

describe("progress and speed", () => {
  it("'progress interval 500 ms': progress is reported at most every 500 ms, with speed smoothing 0.1", async () => {
    vi.useFakeTimers({ now: 0 });
    const server = fakeServer({ hold: true });
    const reports: number[] = [];
    const engine = new UploadEngine({ chunkSize: 1000, simultaneousUploads: 1, testChunks: false, fetch: server.fetch });
    engine.subscribe(() => reports.push(engine.snapshot()[0]?.progress ?? -1));
    engine.addFiles([fileOf(4000)]);
    await vi.advanceTimersByTimeAsync(100);
    server.releaseAll(); // chunk 1 done at 100 ms: too soon to report
    await vi.advanceTimersByTimeAsync(0);
    expect(engine.snapshot()[0].progress).toBe(0);
    await vi.advanceTimersByTimeAsync(400); // reported at the end of the interval
    expect(engine.snapshot()[0].progress).toBe(25);
    // 1000 bytes in 500 ms = 2000 B/s; the average moves a tenth of the way from 0.
    expect(engine.snapshot()[0].averageSpeed).toBeCloseTo(200);

    await vi.advanceTimersByTimeAsync(100);
    server.releaseAll(); // chunk 2 done at 600 ms
    await vi.advanceTimersByTimeAsync(0);
    expect(engine.snapshot()[0].progress).toBe(25);
    await vi.advanceTimersByTimeAsync(400);
    expect(engine.snapshot()[0].progress).toBe(50);
    expect(reports.filter((p) => p === 25).length).toBeGreaterThan(0);
    expect(new Set(reports)).toEqual(new Set([0, 25, 50]));
  });
});
