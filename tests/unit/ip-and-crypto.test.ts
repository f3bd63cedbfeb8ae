import { describe, expect, it } from "vitest";
import { clientIp, ipAllowed, normaliseIp } from "@/lib/auth/ip";
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

describe("clientIp: the client address from proxy headers, or 'unknown'", () => {
  it.each<[string, Record<string, string>, string]>([
    ["the rightmost x-forwarded-for entry (written by the nearest proxy)", { "x-forwarded-for": "10.0.0.1, 10.0.0.2, 203.0.113.5" }, "203.0.113.5"],
    ["a forged entry left of the proxy's does not count", { "x-forwarded-for": "192.168.1.7, 203.0.113.9" }, "203.0.113.9"],
    ["x-forwarded-for wins over x-real-ip", { "x-forwarded-for": "203.0.113.5", "x-real-ip": "198.51.100.1" }, "203.0.113.5"],
    ["a single x-forwarded-for entry with spaces", { "x-forwarded-for": "  203.0.113.5  " }, "203.0.113.5"],
    ["an IPv4-mapped x-forwarded-for entry", { "x-forwarded-for": "10.0.0.1, ::ffff:203.0.113.5" }, "203.0.113.5"],
    ["x-real-ip without x-forwarded-for", { "x-real-ip": "198.51.100.1" }, "198.51.100.1"],
    ["an IPv4-mapped x-real-ip", { "x-real-ip": "::ffff:198.51.100.1" }, "198.51.100.1"],
    ["no proxy header", {}, "unknown"],
  ])("%s", (_label, headers, expected) => {
    expect(clientIp(new Headers(headers))).toBe(expected);
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
