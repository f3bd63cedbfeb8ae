import { describe, expect, it } from "vitest";
import NewLicensePage from "@/app/[locale]/(quote)/newLicense/[username]/[code]/page";
import NewLicensePartnerPage from "@/app/[locale]/(quote)/newLicensePartner/[username]/[partnerID]/page";

// "/newLicense/%00/0" answered 500 (the NUL reached the user look-up). A path
// segment or query value holding a control character names nothing: not found, before any query.
const notFoundDigest = async (render: Promise<unknown>) => {
  const error = (await render.then(
    () => null,
    (e: unknown) => e,
  )) as { digest?: string } | null;
  return error?.digest ?? null;
};

describe("the quote pages refuse control characters before any look-up", () => {
  it.each([
    ["/newLicense/%00/0", { username: "%00", code: "0" }, {}],
    ["/newLicense/\\0/0", { username: "\u0000", code: "0" }, {}],
    ["/newLicense/counselor/%00", { username: "counselor", code: "%00" }, {}],
    ["/newLicense/counselor/0?k=%00", { username: "counselor", code: "0" }, { k: "\u0000" }],
  ])("%s answers not found", async (_label, params, searchParams) => {
    expect(await notFoundDigest(NewLicensePage({ params: Promise.resolve(params), searchParams: Promise.resolve(searchParams) }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
  });

  it("/newLicensePartner/%00/1 answers not found", async () => {
    expect(await notFoundDigest(NewLicensePartnerPage({ params: Promise.resolve({ username: "%00", partnerID: "1" }), searchParams: Promise.resolve({}) }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
  });
});
