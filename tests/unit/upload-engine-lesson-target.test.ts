import { describe, expect, it } from "vitest";
import { UploadEngine } from "@/components/upload/upload-engine";
import { isLessonFileType, LESSON_FILE_MAX_BYTES } from "@/lib/lessons/files-rules";

// The lesson screen reuses the chunked uploader with POST /api/v1/lesson/upload/files?lesson_id: a
// target that carries its own query, the lesson's types and its 20 MB limit.

function recorder() {
  const urls: string[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    urls.push(`${init?.method ?? "GET"} ${String(input)}`);
    if (init?.method === "GET") return new Response(null, { status: 204 });
    return Response.json({ status_code: 200, data: { chunk: 1, complete: true, file: { id: "f" } } });
  };
  return { urls, fetchFn };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("the uploader with the lesson endpoint", () => {
  it("adds the flow parameters to a target that already has a query (…?lesson_id=7&flowChunkNumber=…)", async () => {
    const { urls, fetchFn } = recorder();
    const engine = new UploadEngine({ target: "/api/v1/lesson/upload/files?lesson_id=7", fetch: fetchFn, isAllowed: isLessonFileType, maxFileBytes: LESSON_FILE_MAX_BYTES });
    engine.addFiles([new File(["%PDF-1.7 hello"], "plan.pdf")]);
    for (let i = 0; i < 10 && urls.length < 2; i++) await settle();
    expect(urls[0]).toMatch(/^GET \/api\/v1\/lesson\/upload\/files\?lesson_id=7&flowChunkNumber=1&/);
    expect(urls[1]).toBe("POST /api/v1/lesson/upload/files?lesson_id=7");
  });

  it("refuses in the browser what a lesson does not take: another type, or more than 20 MB", () => {
    const engine = new UploadEngine({ target: "/api/v1/lesson/upload/files?lesson_id=7", fetch: recorder().fetchFn, isAllowed: isLessonFileType, maxFileBytes: LESSON_FILE_MAX_BYTES });
    const big = new File(["x"], "big.pdf");
    Object.defineProperty(big, "size", { value: LESSON_FILE_MAX_BYTES + 1 });
    expect(engine.addFiles([new File(["a,b"], "roster.csv"), big])).toEqual([
      { name: "roster.csv", reason: "type" },
      { name: "big.pdf", reason: "size" },
    ]);
  });

  it("without the options it keeps the general uploader's rules", () => {
    const engine = new UploadEngine({ fetch: recorder().fetchFn });
    expect(engine.addFiles([new File(["a,b"], "roster.csv")])).toEqual([]);
    engine.dispose();
  });
});
