import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { clientIp, ipAllowed, normaliseIp } from "@/lib/auth/ip";
import { installPeerAddressHook, peerAddress, runWithPeerAddress } from "@/lib/auth/peer-address";
import { hashPassword, newToken, sha256, verifyPassword } from "@/lib/auth/crypto";

describe("ipAllowed: the account's IP allow-list (login error wrongIp)", () => {
  it.each<[string, string, string, boolean]>([
    ["an empty list allows everyone", "", "203.0.113.9", true],
    ["a list of only blanks and commas allows everyone", " , ,", "203.0.113.9", true],
    ["an exact address matches itself", "10.0.0.1", "10.0.0.1", true],
    ["an exact address does not match a longer one", "10.0.0.1", "10.0.0.12", false],
    ["an exact address does not match another", "10.0.0.1", "10.0.0.2", false],
    ["a '10.2.*' prefix matches inside", "10.2.*", "10.2.3.4", true],
    ["a '10.2.*' prefix does not match 10.20.x", "10.2.*", "10.20.3.4", false],
    ["a '10.2.*' prefix does not match 10.3.x", "10.2.*", "10.3.2.1", false],
    ["a '192.168.1.' prefix matches inside", "192.168.1.", "192.168.1.77", true],
    ["a '192.168.1.' prefix does not match 192.168.10.x", "192.168.1.", "192.168.10.7", false],
    ["entries are comma separated with spaces", "10.2.*, 192.168.1.", "192.168.1.5", true],
    ["no entry of a list matches", "10.2.*, 192.168.1.", "172.16.0.1", false],
    ["an IPv4-mapped IPv6 client matches an IPv4 exact entry", "203.0.113.9", "::ffff:203.0.113.9", true],
    ["an IPv4-mapped IPv6 client matches an IPv4 prefix", "10.2.*", "::ffff:10.2.3.4", true],
    ["an IPv4-mapped IPv6 entry matches the IPv4 client", "::ffff:203.0.113.9", "203.0.113.9", true],
    ["an IPv6 prefix ending in ':' matches", "2001:db8:", "2001:db8::1", true],
    ["an IPv6 prefix ending in ':' does not match another network", "2001:db8:", "2001:db9::1", false],
    ["the client address is trimmed", "10.0.0.1", " 10.0.0.1 ", true],
    ["an unknown client is refused by a non-empty list", "10.2.*", "unknown", false],
  ])("%s (%j, %j → %s)", (_label, list, ip, expected) => {
    expect(ipAllowed(list, ip)).toBe(expected);
  });

  it("normaliseIp compares IPv4-mapped IPv6 addresses as IPv4", () => {
    expect(normaliseIp("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(normaliseIp("2001:db8::1")).toBe("2001:db8::1");
  });
});

describe("clientIp with TRUSTED_PROXY_COUNT=0 (no proxy): the socket's address, never a header", () => {
  it.each<[string, Record<string, string>, string | null, string]>([
    ["a client-sent X-Forwarded-For is ignored", { "x-forwarded-for": "10.20.3.4" }, "203.0.113.9", "203.0.113.9"],
    ["a client-sent chain is ignored too", { "x-forwarded-for": "10.0.0.1, 10.20.3.4" }, "203.0.113.9", "203.0.113.9"],
    ["x-real-ip is ignored", { "x-real-ip": "10.20.3.4" }, "203.0.113.9", "203.0.113.9"],
    ["an IPv4-mapped socket address is compared as IPv4", {}, "::ffff:203.0.113.9", "203.0.113.9"],
    ["an IPv6 socket address", {}, "2001:db8::7", "2001:db8::7"],
    ["no socket address known (outside a request) → 'unknown', whatever the headers say", { "x-forwarded-for": "10.20.3.4" }, null, "unknown"],
  ])("%s", (_label, headers, peer, expected) => {
    expect(clientIp(new Headers(headers), { trust: 0, peer })).toBe(expected);
  });
});

describe("clientIp with TRUSTED_PROXY_COUNT=N: the Nth X-Forwarded-For entry from the right (the address the trusted proxy added)", () => {
  it.each<[string, number, string, string]>([
    ["one proxy: the rightmost entry", 1, "10.0.0.1, 10.0.0.2, 203.0.113.5", "203.0.113.5"],
    ["one proxy: a forged entry left of the proxy's does not count", 1, "192.168.1.7, 203.0.113.9", "203.0.113.9"],
    ["two proxies (a CDN, then a load balancer): the second from the right", 2, "10.9.9.9, 203.0.113.5, 172.16.0.2", "203.0.113.5"],
    ["two proxies: a forged entry further left does not count", 2, "10.20.3.4, 203.0.113.5, 172.16.0.2", "203.0.113.5"],
    ["an entry with spaces", 1, "  203.0.113.5  ", "203.0.113.5"],
    ["an IPv4-mapped entry", 1, "10.0.0.1, ::ffff:203.0.113.5", "203.0.113.5"],
    ["fewer entries than proxies: the leftmost, the farthest address known", 3, "203.0.113.5, 172.16.0.2", "203.0.113.5"],
    ["an entry that is not an address → 'unknown'", 1, "10.0.0.1, not-an-ip", "unknown"],
  ])("%s", (_label, trust, forwarded, expected) => {
    expect(clientIp(new Headers({ "x-forwarded-for": forwarded }), { trust, peer: "172.16.0.9" })).toBe(expected);
  });

  it("no X-Forwarded-For at all (a request that bypassed the proxy): the socket's address", () => {
    expect(clientIp(new Headers(), { trust: 1, peer: "198.51.100.4" })).toBe("198.51.100.4");
    expect(clientIp(new Headers(), { trust: 1, peer: null })).toBe("unknown");
  });
});

describe("the peer-address hook: the socket address of a real HTTP request, through async work", () => {
  it("a forged X-Forwarded-For does not change the address a handler sees", async () => {
    installPeerAddressHook();
    const server = createServer(async (req, res) => {
      await new Promise((r) => setTimeout(r, 5));
      await Promise.resolve();
      res.end(JSON.stringify({ trust0: clientIp(new Headers({ "x-forwarded-for": String(req.headers["x-forwarded-for"] ?? "") }), { trust: 0 }) }));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { "x-forwarded-for": "10.20.3.4" } });
      expect(await res.json()).toEqual({ trust0: "127.0.0.1" });
    } finally {
      await new Promise((r) => server.close(r));
    }
    // Outside a request, nothing is known.
    expect(peerAddress()).toBeNull();
  });

  it("runWithPeerAddress sets the address for the work inside it only", async () => {
    const seen = await runWithPeerAddress("203.0.113.77", async () => {
      await new Promise((r) => setTimeout(r, 1));
      return clientIp(new Headers({ "x-forwarded-for": "10.20.3.4" }), { trust: 0 });
    });
    expect(seen).toBe("203.0.113.77");
    expect(clientIp(new Headers(), { trust: 0 })).toBe("unknown");
  });
});

describe("passwords", () => {
  it("a hashed password verifies, a wrong one does not", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).not.toContain("correct horse");
    expect(hash).toMatch(/^\$2[aby]\$11\$/);
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", hash)).toBe(false);
    expect(await verifyPassword("Correct horse battery staple", hash)).toBe(false);
  });

  it("the same password hashes differently each time (salted)", async () => {
    const [a, b] = await Promise.all([hashPassword("s3cret!"), hashPassword("s3cret!")]);
    expect(a).not.toBe(b);
    expect(await verifyPassword("s3cret!", b)).toBe(true);
  });

  it.each(["", "anything", "no-password-set", "correct horse battery staple"])("a user with no password hash never verifies (%j)", async (password) => {
    expect(await verifyPassword(password, null)).toBe(false);
  });
});

describe("tokens and digests", () => {
  it("newToken is 43 URL-safe characters (32 random bytes)", () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
  });

  it("newToken is unique", () => {
    const tokens = new Set(Array.from({ length: 500 }, () => newToken()));
    expect(tokens.size).toBe(500);
  });

  it.each([
    ["abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"],
    ["", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
  ])("sha256(%j) is the 64-character hex digest %s", (value, expected) => {
    const digest = sha256(value);
    expect(digest).toHaveLength(64);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).toBe(expected);
  });

  it("sha256 of a token differs from the token and from another token's digest", () => {
    const a = newToken();
    const b = newToken();
    expect(sha256(a)).not.toBe(a);
    expect(sha256(a)).not.toBe(sha256(b));
    expect(sha256(a)).toBe(sha256(a));
  });
});
