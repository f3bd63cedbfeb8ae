import { createServer } from "node:net";

// What the tests that sign in through a real OpenID Connect provider share: a cookie jar that follows
// Set-Cookie (an expired or emptied cookie leaves it) and a free loopback port for the provider.

export type TJar = Map<string, string>;

/** The jar's cookies as one Cookie header. */
export const cookieHeader = (jar: TJar) => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

/** Takes the answer's Set-Cookie headers into the jar. */
export function keep(jar: TJar, res: Response): void {
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(";");
    const i = pair.indexOf("=");
    const name = pair.slice(0, i).trim();
    const value = pair.slice(i + 1);
    if (/expires=Thu, 01 Jan 1970/i.test(c) || value === "") jar.delete(name);
    else jar.set(name, value);
  }
}

/** A port on 127.0.0.1 that nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}
