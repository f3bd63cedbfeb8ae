import { expect, test } from "@playwright/test";
import { logIn } from "./helpers";

// WCAG 1.2.2: readers are shown an uploaded tutorial video only once it has English captions. The
// administrator adds one, sees it marked hidden from readers, attaches an English WebVTT file through
// the form; a counselor's player then carries the English captions track, served as text/vtt.

const stamp = Date.now().toString(36);
const title = `Captions check ${stamp}`;
const VTT = "WEBVTT\n\n00:00.000 --> 00:03.000\nThis tutorial has English captions.\n";

test("the administrator attaches English captions to an uploaded video; a counselor's player then has the English captions track, served as text/vtt", async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await browser.newPage();
  await logIn(admin, "admin");
  await expect(admin).toHaveURL(/\/app\//);
  await admin.goto("/app/videoTutorial");
  await admin.getByRole("button", { name: "Add video" }).click();
  const add = admin.getByRole("dialog", { name: "Add a video tutorial" });
  await add.getByLabel("Page", { exact: true }).fill(`captions-${stamp}`);
  await add.getByLabel("Video address", { exact: true }).fill(`/videos/captions-${stamp}.mp4`);
  await add.getByLabel("Title (English)", { exact: true }).fill(title);
  await add.getByRole("button", { name: "Add video" }).click();
  await expect(add).toBeHidden();
  const row = admin.getByRole("row").filter({ hasText: title });
  await expect(row.getByTestId("video-hidden")).toHaveText(/^Hidden from readers: no English captions/);

  // Not in the counselor's library yet.
  const counselor = await browser.newPage();
  await logIn(counselor, "counselor");
  await expect(counselor).toHaveURL(/\/app\//);
  await counselor.goto("/app/videoTutorials");
  await counselor.getByLabel("Search the videos", { exact: true }).fill(stamp);
  await expect(counselor.getByText("No video matches this search.")).toBeVisible();

  await row.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = admin.getByRole("dialog", { name: "Edit the video tutorial" });
  await edit.getByLabel("Attach English captions (.vtt)", { exact: true }).setInputFiles({ name: "captions.vtt", mimeType: "text/vtt", buffer: Buffer.from(VTT) });
  await expect(edit.getByText("English captions attached.", { exact: true })).toBeAttached();
  await expect(edit.getByText("English: captions attached")).toBeVisible();
  await admin.keyboard.press("Escape");
  await expect(edit).toBeHidden();
  await expect(row.getByRole("cell", { name: "Shown", exact: true })).toBeVisible();

  await counselor.reload();
  await counselor.getByLabel("Search the videos", { exact: true }).fill(stamp);
  await counselor.getByRole("button", { name: `Watch ${title}` }).click();
  const player = counselor.getByRole("dialog", { name: title });
  const track = player.locator('video track[kind="captions"][srclang="en"]');
  await expect(track).toHaveCount(1);
  const src = await track.getAttribute("src");
  expect(src).toMatch(/^\/api\/v1\/videoTutorial\/\d+\/captions\/en$/);
  const res = await counselor.request.get(src!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^text\/vtt/);
  expect(await res.text()).toBe(VTT);
  await admin.close();
  await counselor.close();
});
