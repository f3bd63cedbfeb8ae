import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectPath, logIn } from "./helpers";

const MIB = 1024 * 1024;

test("the chunked upload of a 3 MiB file with a pause and resume", async ({ page }) => {
  const name = `e2e-pause-resume-${Date.now()}.txt`;
  const content = Buffer.alloc(3 * MIB, "scuta e2e upload\n");

  await logIn(page, "counselor");
  await expectPath(page, "/app/dashboard");

  // Chunk 1 goes through at once; the test requests of chunks 2 and 3 are held until the gate
  // opens, so the upload is surely in the middle when Pause is pressed.
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  // The held requests, each settled once the gate has opened and it went on (or was gone).
  const held: Promise<void>[] = [];
  await page.route(
    (url) => url.pathname === "/api/v1/files/upload",
    async (route) => {
      const request = route.request();
      const chunk = Number(new URL(request.url()).searchParams.get("flowChunkNumber"));
      // A request aborted by Pause is gone by the time the gate opens.
      const go = async () => route.continue().catch(() => undefined);
      if (request.method() === "GET" && chunk > 1) {
        const settled = gate.then(go);
        held.push(settled);
        await settled;
      } else await go();
    },
  );
  const posts: number[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/v1/files/upload") posts.push(Date.now());
  });

  await page.goto("/app/user/files");
  await expect(page.getByRole("heading", { name: "My files", level: 1 })).toBeVisible();
  await page.getByLabel("Choose files").setInputFiles({ name, mimeType: "text/plain", buffer: content });

  const progress = page.getByRole("progressbar", { name: `Upload of ${name}` });
  // 3 MiB in chunks of 1 MiB: chunk 1 of 3 stored is 33 %.
  await expect(progress).toHaveAttribute("aria-valuenow", "33");
  expect(posts).toHaveLength(1);

  await page.getByRole("button", { name: `Pause the upload of ${name}` }).click();
  const item = page.getByRole("listitem").filter({ has: progress });
  await expect(item).toContainText("Paused");
  openGate();
  // Paused: once every held request has gone on (or was gone), nothing more is sent and the progress stays where it was.
  await Promise.all(held);
  await expect(page.getByRole("button", { name: `Resume the upload of ${name}` })).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuenow", "33");
  expect(posts).toHaveLength(1);

  await page.getByRole("button", { name: `Resume the upload of ${name}` }).click();
  await expect(page.getByRole("region", { name: "Upload files" }).getByRole("status")).toHaveText("All uploads are complete.", { timeout: 30_000 });
  await expect(progress).toHaveAttribute("aria-valuenow", "100");
  // Chunk 1 was not sent again after the resume: the server said it already had it.
  expect(posts).toHaveLength(3);

  // The file is listed and downloads whole.
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText("3 MB");
  const downloading = page.waitForEvent("download");
  await row.getByRole("link", { name: `Download ${name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);
  const saved = await readFile((await download.path()) as string);
  expect(saved.length).toBe(3 * MIB);
  expect(saved.equals(content)).toBe(true);

  // Leave the account as it was.
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this file?" });
  await dialog.getByRole("button", { name: "Delete file" }).click();
  // (While the dialog is open the page behind it is hidden from the accessibility tree.)
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
  await expect(page.getByRole("rowheader", { name })).toHaveCount(0);
  const left = await page.request.get("/api/v1/files");
  expect(left.ok()).toBe(true);
  expect(((await left.json()) as { data: { filename: string }[] }).data.map((f) => f.filename)).not.toContain(name);
});
