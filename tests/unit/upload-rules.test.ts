import { describe, expect, it } from "vitest";
import {
  allChunksReceived,
  chunkPlan,
  chunkProblem,
  classifyChunkResponse,
  contentDisposition,
  contentMatchesType,
  currentSpeed,
  duplicateKey,
  hasThumbnail,
  isAllowedType,
  isSkippedEntry,
  isStaleUpload,
  percent,
  progressDue,
  safeDownloadName,
  smoothSpeed,
  UPLOAD_DEFAULTS,
  uploadIdentifier,
  withChunk,
} from "@/lib/files/rules";
import { ZChunkParams } from "@/lib/files/schemas";

const MIB = 1_048_576;

describe("upload defaults", () => {
  it("'Upload defaults: chunk 1048576 bytes, 3 simultaneous uploads, 0 retries, progress interval 500 ms, speed smoothing 0.1, file field 'file''", () => {
    expect(UPLOAD_DEFAULTS).toMatchObject({
      chunkSize: 1_048_576,
      simultaneousUploads: 3,
      maxChunkRetries: 0,
      progressCallbacksInterval: 500,
      speedSmoothingFactor: 0.1,
      fileParameterName: "file",
      forceChunkSize: false,
    });
  });
});

describe("chunk plan: 'a last chunk may grow to under twice the chunk size unless forced'", () => {
  it.each([
    ["3 MiB", 3 * MIB, false, [MIB, MIB, MIB]],
    ["3.5 MiB: the half MiB joins the last chunk", 3.5 * MIB, false, [MIB, MIB, 1.5 * MIB]],
    ["2 MiB less one byte: one chunk just under twice the size", 2 * MIB - 1, false, [2 * MIB - 1]],
    ["half a MiB: one short chunk", MIB / 2, false, [MIB / 2]],
    ["3.5 MiB forced: a short last chunk instead", 3.5 * MIB, true, [MIB, MIB, MIB, MIB / 2]],
    ["1 byte forced", 1, true, [1]],
  ])("%s", (_label, size, forced, sizes) => {
    const plan = chunkPlan(size, MIB, forced);
    expect(plan.map((c) => c.end - c.start)).toEqual(sizes);
    expect(plan.map((c) => c.number)).toEqual(sizes.map((_, i) => i + 1));
    expect(plan[0].start).toBe(0);
    expect(plan.at(-1)?.end).toBe(size);
    for (let i = 1; i < plan.length; i++) expect(plan[i].start).toBe(plan[i - 1].end);
  });
});

describe("chunk parameters are checked against each other", () => {
  const ok = { chunkNumber: 3, chunkSize: MIB, currentChunkSize: 1.5 * MIB, totalSize: 3.5 * MIB, totalChunks: 3, filename: "plan.pdf" };
  it.each([
    ["the last chunk holding the remainder", ok, null],
    ["a middle chunk of the chunk size", { ...ok, chunkNumber: 2, currentChunkSize: MIB }, null],
    ["the forced plan's short last chunk", { ...ok, chunkNumber: 4, totalChunks: 4, currentChunkSize: MIB / 2 }, null],
    ["a type outside the allow-list", { ...ok, filename: "run.exe" }, 415],
    ["a file over 25 MiB", { ...ok, totalSize: 26 * MIB, totalChunks: 26, chunkNumber: 1, currentChunkSize: MIB }, 413],
    ["a middle chunk of another size", { ...ok, chunkNumber: 2, currentChunkSize: MIB - 1 }, 422],
    ["a last chunk that is not the remainder", { ...ok, currentChunkSize: MIB }, 422],
    ["chunk number 0", { ...ok, chunkNumber: 0 }, 422],
    ["a chunk past the last", { ...ok, chunkNumber: 4 }, 422],
    ["a last chunk of twice the chunk size", { ...ok, totalSize: 4 * MIB, currentChunkSize: 2 * MIB }, 422],
    ["more chunks than bytes allow", { ...ok, totalChunks: 5 }, 422],
  ])("%s", (_label, params, status) => {
    expect(chunkProblem(params)?.status ?? null).toBe(status);
  });

  it.each([
    ["1.5", false],
    ["1e3", false],
    [" 7", false],
    ["-1", false],
    ["42", true],
  ])("chunk numbers are whole decimal numbers: %j", (value, valid) => {
    const fields = {
      flowChunkNumber: value,
      flowChunkSize: "65536",
      flowCurrentChunkSize: "65536",
      flowTotalSize: "65536",
      flowIdentifier: "65536-report",
      flowFilename: "report.pdf",
      flowTotalChunks: "1",
    };
    expect(ZChunkParams.safeParse(fields).success).toBe(valid);
  });

  it.each([
    [23, false],
    [24, false],
    [25, true],
  ])("an upload started %i hours ago is abandoned: %s", (hours, stale) => {
    const now = new Date("2026-03-02T12:00:00Z");
    expect(isStaleUpload(new Date(now.getTime() - hours * 3_600_000), now)).toBe(stale);
  });

  it("received chunks are kept sorted and each once", () => {
    expect(withChunk([3, 1], 2)).toEqual([1, 2, 3]);
    expect(withChunk([1, 2], 2)).toEqual([1, 2]);
    expect(allChunksReceived([1, 3], 3)).toBe(false);
    expect(allChunksReceived([3, 2, 1], 3)).toBe(true);
  });
});

describe("statuses", () => {
  it.each([200, 201, 202])("'Success statuses 200, 201, 202': %i", (status) => {
    expect(classifyChunkResponse(status, { test: false, retries: 0, maxRetries: 0 })).toBe("success");
    expect(classifyChunkResponse(status, { test: true, retries: 0, maxRetries: 0 })).toBe("success");
  });
  it.each([404, 415, 500, 501])("'Upload permanent-error statuses: 404, 415, 500, 501 (error)': %i even with retries left", (status) => {
    expect(classifyChunkResponse(status, { test: false, retries: 0, maxRetries: 5 })).toBe("error");
    expect(classifyChunkResponse(status, { test: true, retries: 0, maxRetries: 5 })).toBe("error");
  });
  it.each([0, 204, 400, 409, 413, 422, 429, 503])("'other statuses retry': %i, until the retry limit", (status) => {
    expect(classifyChunkResponse(status, { test: false, retries: 1, maxRetries: 2 })).toBe("pending");
    expect(classifyChunkResponse(status, { test: false, retries: 2, maxRetries: 2 })).toBe("error");
    // After a test request, such a status means "send the chunk".
    expect(classifyChunkResponse(status, { test: true, retries: 0, maxRetries: 0 })).toBe("pending");
  });
  it("with the default of 0 retries, a failed upload is an error at once", () => {
    expect(classifyChunkResponse(503, { test: false, retries: 0, maxRetries: UPLOAD_DEFAULTS.maxChunkRetries })).toBe("error");
  });
});

describe("progress and speed", () => {
  it("'speed smoothing 0.1': the average moves a tenth of the way to the current speed", () => {
    expect(smoothSpeed(1000, 2000)).toBe(1100);
    expect(smoothSpeed(0, 5000, 0.1)).toBe(500);
    expect(smoothSpeed(100, 100, 0.1)).toBe(100);
  });
  it("current speed is bytes per second since the last measure, never negative", () => {
    expect(currentSpeed(2 * MIB, MIB, 500)).toBe(2 * MIB);
    expect(currentSpeed(0, MIB, 500)).toBe(0);
    expect(currentSpeed(MIB, 0, 0)).toBe(0);
  });
  it.each([
    [0, 499, false],
    [0, 500, true],
    [1000, 1600, true],
  ])("'progress interval 500 ms': last %i, now %i → due %s", (last, now, due) => {
    expect(progressDue(last, now)).toBe(due);
  });
  it("percent is whole and capped", () => {
    expect(percent(MIB, 3 * MIB)).toBe(33);
    expect(percent(5, 4)).toBe(100);
    expect(percent(0, 0)).toBe(0);
  });
});

describe("the queue", () => {
  it("'duplicates (same size plus sanitised relative path)': the key ignores characters flow.js strips", () => {
    expect(duplicateKey(10, "docs/plan (1).pdf")).toBe("10-docsplan1pdf");
    expect(duplicateKey(10, "docs/plan (1).pdf")).toBe(duplicateKey(10, "docs/plan1.pdf"));
    expect(duplicateKey(10, "plan.pdf")).not.toBe(duplicateKey(11, "plan.pdf"));
  });
  it("the identifier adds the modification time, so another file of that name and size does not resume this one", () => {
    expect(uploadIdentifier(10, "plan.pdf", 1_700_000_000_000)).toBe("10-1700000000000-planpdf");
    expect(uploadIdentifier(10, "plan.pdf", 1)).not.toBe(uploadIdentifier(10, "plan.pdf", 2));
    expect(uploadIdentifier(1, "x".repeat(500), 0).length).toBeLessThanOrEqual(200);
  });
  it.each([
    [{ name: ".", size: 4096 }, true],
    [{ name: ".", size: 8192 }, true],
    [{ name: "empty.txt", size: 0 }, true],
    [{ name: ".", size: 100 }, false],
    [{ name: "plan.pdf", size: 4096 }, false],
  ])("'directory entries are skipped' and files of size 0: %j → %s", (file, skipped) => {
    expect(isSkippedEntry(file)).toBe(skipped);
  });
  it.each([
    ["a.jpg", true],
    ["a.PNG", true],
    ["a.jpeg", true],
    ["a.bmp", true],
    ["a.gif", true],
    ["a.webp", false],
    ["a.pdf", false],
  ])("'Thumbnails support jpg, png, jpeg, bmp and gif': %s → %s", (name, thumb) => {
    expect(hasThumbnail(name)).toBe(thumb);
  });
  it.each([
    ["plan.pdf", true],
    ["Plan.DOCX", true],
    ["sheet.xlsx", true],
    ["deck.pptx", true],
    ["list.csv", true],
    ["notes.txt", true],
    ["photo.webp", true],
    ["archive.zip", false],
    ["page.html", false],
    ["image.svg", false],
    ["noextension", false],
    [".pdf", false],
  ])("allowed types: %s → %s", (name, allowed) => {
    expect(isAllowedType(name)).toBe(allowed);
  });
});

describe("content check by magic bytes", () => {
  const bytes = (...values: (number | string)[]) => new Uint8Array(values.flatMap((v) => (typeof v === "string" ? Array.from(v, (c) => c.charCodeAt(0)) : [v])));
  it.each([
    ["a.pdf", bytes("%PDF-1.7"), true],
    ["a.pdf", bytes("MZ", 0x90, 0), false],
    ["a.docx", bytes("PK", 3, 4, 20), true],
    ["a.png", bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0), true],
    ["a.png", bytes(0xff, 0xd8, 0xff, 0xe0), false],
    ["a.jpg", bytes(0xff, 0xd8, 0xff, 0xe0), true],
    ["a.gif", bytes("GIF89a"), true],
    ["a.bmp", bytes("BM", 1, 2), true],
    ["a.webp", bytes("RIFF", 1, 2, 3, 4, "WEBPVP8 "), true],
    ["a.webp", bytes("RIFF", 1, 2, 3, 4, "WAVEfmt "), false],
    ["a.csv", bytes("name,grade\nAna,9\n"), true],
    ["a.txt", bytes("text", 0, "more"), false],
    ["a.exe", bytes("MZ"), false],
  ])("%s with %j → %s", (name, head, ok) => {
    expect(contentMatchesType(name, head)).toBe(ok);
  });
});

describe("download names", () => {
  it.each([
    ["report.pdf", "report.pdf"],
    ["../../etc/passwd.txt", "passwd.txt"],
    ['a"b\r\nc.pdf', "abc.pdf"],
    ["..", "download"],
  ])("%j is served as %j", (input, safe) => {
    expect(safeDownloadName(input)).toBe(safe);
  });
  it("the header carries an ASCII fallback and the UTF-8 name", () => {
    expect(contentDisposition("Übersicht (2026).pdf")).toBe(`attachment; filename="_bersicht (2026).pdf"; filename*=UTF-8''%C3%9Cbersicht%20%282026%29.pdf`);
  });
});
