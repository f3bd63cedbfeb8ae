import { expect, test, type Page } from "@playwright/test";
import { logIn } from "./helpers";

// The maps: the administrator's US map (states as paths, coloured by active
// licences), a state's link to its county map, the table listing the states; a state manager's
// /app/map is their own state's map, and another state's is a 404. The demo's counselors work in
// Seattle (King County, WA).

async function signIn(page: Page, username: string) {
  await logIn(page, username);
  await expect(page).toHaveURL(/\/app\//);
}

test("the admin opens the map", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto("/app/map");
  await expect(page.getByRole("heading", { name: "Map of the states", level: 1 })).toBeVisible();
  // The states link to their maps: the drawing is a group of links (an image may not hold links).
  const map = page.locator('figure[data-chart="map"] svg[role="group"]');
  await expect(map).toBeVisible();
  await expect(map.locator("path[data-area]")).toHaveCount(51);
  await expect(map.locator('path[data-area="WA"] > title')).toHaveText(/^Washington: \d+$/);
  await expect(page.getByRole("rowheader", { name: "Washington" })).toBeVisible();

  await page.getByRole("navigation", { name: "Open a state's map" }).getByRole("link", { name: "Washington" }).click();
  await expect(page).toHaveURL(/\/app\/map\/WA$/);
  await expect(page.getByRole("heading", { name: "State map", level: 1 })).toBeVisible();
  const counties = page.locator('figure[data-chart="map"] svg[role="img"] path[data-area]');
  await expect(counties).toHaveCount(39);
  await expect(page.locator('path[data-area="53033"] > title')).toHaveText(/^King: /);
  await expect(page.getByRole("columnheader", { name: "District" })).toBeVisible();
});

test("a state manager's map is their own state's; another state's map is a 404", async ({ page }) => {
  await signIn(page, "statemanager");
  await page.goto("/app/map");
  await expect(page).toHaveURL(/\/app\/map\/WA$/);
  await expect(page.getByRole("heading", { name: "State map", level: 1 })).toBeVisible();
  const other = await page.goto("/app/map/CA");
  expect(other?.status()).toBe(404);
});
