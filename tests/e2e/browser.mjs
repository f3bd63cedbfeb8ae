import { existsSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// Playwright's own Chromium when it is installed, else the system Chromium (Debian's package).
export function findBrowser() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), ".cache", "ms-playwright");
  if (existsSync(cache) && readdirSync(cache).some((d) => d.startsWith("chromium"))) return { kind: "playwright" };
  for (const candidate of ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]) {
    if (existsSync(candidate)) return { kind: "system", executablePath: candidate };
  }
  return null;
}
