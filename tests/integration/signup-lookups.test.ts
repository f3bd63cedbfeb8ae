import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TConnection } from "@/db/client";
import { coupons, settings } from "@/db/schema";
import { GET as couponByIdRoute } from "@/app/api/v1/coupon/[id]/route";
import { GET as couponByCodeRoute } from "@/app/api/v1/coupon/get/byCode/route";
import { POST as checkCouponRoute } from "@/app/api/v1/users/checkCoupon/route";
import { GET as promoRoute } from "@/app/home/getPromoSettings/route";
import { GET as partnerRoute } from "@/app/home/getPartner/route";
import { GET as conferenceRoute } from "@/app/home/getConferenceByConfID/route";
import { GET as countriesRoute } from "@/app/home/loadCountryList/route";
import { GET as schoolsByStateRoute } from "@/app/home/getSchoolByState/[state]/route";
import { GET as stateRoute } from "@/app/home/state/[state]/route";
import { GET as byZipRoute } from "@/app/home/searchByZip/[zip]/route";
import { GET as byUniversityZipRoute } from "@/app/home/searchByUniversityZip/[zip]/route";
import { GET as byEmailRoute } from "@/app/home/getSchoolsUByEmail/route";
import { POST as byDomainRoute } from "@/app/home/getUniversityByDomain/route";
import { POST as byNameRoute } from "@/app/home/getWebsiteByUniversityName/route";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

let lastIp = 0;
const from = () => ({ "x-forwarded-for": `10.8.0.${++lastIp}` });

describe.each(DRIVERS)("sign-up look-ups (%s)", (driver) => {
  let conn: TConnection;
  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    await conn.db.insert(coupons).values([
      { code: "OLD10", discount: 10, expires: "2020-07-31" },
      { code: "OFF50", discount: 50, active: false },
    ]);
  });
  afterAll(async () => conn.close());

  describe("coupons: valid when they exist, are active and have not expired", () => {
    it("GET /api/v1/coupon/get/byCode?code finds a coupon whatever the case", async () => {
      const res = await call(couponByCodeRoute, { path: "/api/v1/coupon/get/byCode?code=save25", headers: from() });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ code: "SAVE25", discount: 25, expires0731: 0 });
    });

    it.each(["NOPE", "OLD10", "OFF50"])("GET /api/v1/coupon/get/byCode?code=%s answers 404", async (code) => {
      const res = await call(couponByCodeRoute, { path: `/api/v1/coupon/get/byCode?code=${code}`, headers: from() });
      expect(res.status).toBe(404);
    });

    it("GET /api/v1/coupon/{id} gives the discount and expires0731 but never the code (ids can be guessed)", async () => {
      const byCode = await call(couponByCodeRoute, { path: "/api/v1/coupon/get/byCode?code=JULY31", headers: from() });
      const id = (byCode.json.data as { id: number }).id;
      const res = await call(couponByIdRoute, { params: { id: String(id) }, headers: from() });
      expect(res.json.data).toEqual({ id, discount: 100, expires0731: 1 });
      expect((await call(couponByIdRoute, { params: { id: "abc" }, headers: from() })).status).toBe(404);
      expect((await call(couponByIdRoute, { params: { id: "99999" }, headers: from() })).status).toBe(404);
    });

    it.each([
      ["SAVE25", 0, 25],
      ["pro79", 0, 0],
      ["OLD10", 1, 0],
      ["OFF50", 1, 0],
      ["NOPE", 1, 0],
    ])("POST /api/v1/users/checkCoupon {coupon: %s, AppID: 2} → couponNotValid %i", async (coupon, notValid, discount) => {
      const res = await call(checkCouponRoute, { body: { coupon, AppID: 2 }, headers: from() });
      expect(res.status).toBe(200);
      expect(res.json.couponNotValid).toBe(notValid);
      expect(res.json.discount).toBe(discount);
      if (!notValid) expect((res.json.coupon as { code: string }).code).toBe(coupon.toUpperCase());
    });

    it("a fixed-price coupon carries its price in cents", async () => {
      const res = await call(checkCouponRoute, { body: { coupon: "PRO79" }, headers: from() });
      expect(res.json.price_cents).toBe(7900);
      expect((res.json.coupon as { product: number }).product).toBe(1);
    });

    it("anonymous coupon look-ups are rate limited per address", async () => {
      const headers = { "x-forwarded-for": "10.7.7.7" };
      let last = 0;
      for (let i = 0; i < 61; i++) last = (await call(checkCouponRoute, { body: { coupon: `GUESS${i}` }, headers })).status;
      expect(last).toBe(429);
    });
  });

  describe("conferences, partners and promotions", () => {
    it("GET /home/getConferenceByConfID?conf_id gives the conference, lastOneCh and lastTowCh", async () => {
      const res = await call(conferenceRoute, { path: "/home/getConferenceByConfID?conf_id=asca2027" });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ conference: { slug: "asca2027", coupon: 20, conferenceRCode: "ASCA27" }, lastOneCh: "7", lastTowCh: "27" });
      const id = (res.json.conference as { id: number }).id;
      const byId = await call(conferenceRoute, { path: `/home/getConferenceByConfID?conf_id=${id}` });
      expect((byId.json.conference as { slug: string }).slug).toBe("asca2027");
      expect((await call(conferenceRoute, { path: "/home/getConferenceByConfID?conf_id=nothing" })).status).toBe(404);
      expect((await call(conferenceRoute, { path: "/home/getConferenceByConfID" })).status).toBe(422);
    });

    it("GET /home/getPartner?partnerHost gives the branding and discount; without it the request's host is used", async () => {
      const res = await call(partnerRoute, { path: "/home/getPartner?partnerHost=Academy.Localhost:3000" });
      expect(res.json).toMatchObject({ partner: { id: 1001, name: "Counselor Academy", logo: "/partners/counselor-academy.svg", logo_background: "#0f3d56", discount: 15 }, partnerDiscount: 15 });
      const byHost = await call(partnerRoute, { path: "/home/getPartner", headers: { host: "academy.localhost" } });
      expect((byHost.json.partner as { id: number }).id).toBe(1001);
      expect((await call(partnerRoute, { path: "/home/getPartner?partnerHost=example.com" })).status).toBe(404);
    });

    it("GET /home/getPromoSettings gives the promotion's label and note (nsclc: 30-day expiry shown MM/DD/YY)", async () => {
      const res = await call(promoRoute, { path: "/home/getPromoSettings?dialogType=nsclc&urlName=nsclc" });
      expect(res.status).toBe(200);
      expect(res.json.promoLabel).toBe("A free license for NSCLC attendees");
      expect(res.json.promoNote).toMatch(/^License expires in 30 days \(\d{2}\/\d{2}\/\d{2}\)$/);
      const byType = await call(promoRoute, { path: "/home/getPromoSettings?dialogType=hatch" });
      expect(byType.json.promoLabel).toBe("A free license for Hatch customers");
      expect((await call(promoRoute, { path: "/home/getPromoSettings?urlName=nothing" })).status).toBe(404);
    });

    it("the label follows the visitor's language", async () => {
      const res = await call(promoRoute, { path: "/home/getPromoSettings?urlName=nsclc", headers: { "accept-language": "de-DE,de;q=0.9" } });
      expect(res.json.promoLabel).toBe("Eine kostenlose Lizenz für Teilnehmende der NSCLC");
    });

    it("an administrator's promotion in the settings is found too", async () => {
      await conn.db.insert(settings).values({ key: "promo_settings", value: { spring: { label: "Spring offer", note: "Ends 05/31" } } });
      const res = await call(promoRoute, { path: "/home/getPromoSettings?urlName=spring" });
      expect(res.json).toMatchObject({ promoLabel: "Spring offer", promoNote: "Ends 05/31", urlName: "spring" });
    });
  });

  describe("schools", () => {
    it("GET /home/searchByZip/{zip} gives the zip's schools (NCESSCH, SCHNAM) and the district (name, LEAID)", async () => {
      const res = await call(byZipRoute, { params: { zip: "98118" } });
      expect(res.status).toBe(200);
      const schools = res.json.data as { NCESSCH: string; SCHNAM: string; LEAID: string }[];
      expect(schools.length).toBeGreaterThan(1);
      expect(schools[0]).toMatchObject({ NCESSCH: expect.stringMatching(/^\d{12}$/), SCHNAM: expect.any(String), LEAID: "5307710" });
      expect(res.json.schools).toEqual(schools);
      expect(res.json.school_district).toBe("Seattle School District No. 1");
      expect(res.json.school_district_id).toBe("5307710");
      expect(schools[0]).not.toHaveProperty("allocation_cents");
    });

    it("fromFunding=1 adds the Title I allocation; fromQuote=1 is accepted", async () => {
      const funding = await call(byZipRoute, { params: { zip: "33016" }, path: "/home/searchByZip/33016?fromFunding=1" });
      expect((funding.json.data as { allocation_cents: number | null }[]).some((s) => typeof s.allocation_cents === "number")).toBe(true);
      expect((await call(byZipRoute, { params: { zip: "33016" }, path: "/home/searchByZip/33016?fromQuote=1" })).status).toBe(200);
    });

    it.each(["9811", "abcde", "98%18"])("'Zip lookup starts only when the zip is longer than 4 characters': %j answers 422", async (zip) => {
      const res = await call(byZipRoute, { params: { zip } });
      expect(res.status).toBe(422);
      expect(res.json.error?.[0].code).toBe("invalid_zip");
    });

    it("a zip without schools gives an empty list", async () => {
      const res = await call(byZipRoute, { params: { zip: "00501" } });
      expect(res.json).toMatchObject({ data: [], school_district: "", school_district_id: "" });
    });

    it("GET /home/getSchoolByState/{state} and GET /home/state/{state} give the state's schools", async () => {
      const a = await call(schoolsByStateRoute, { params: { state: "fl" } });
      const schools = a.json.data as { state: string }[];
      expect(schools.length).toBeGreaterThan(0);
      expect(schools.every((s) => s.state === "FL")).toBe(true);
      const b = await call(stateRoute, { params: { state: "WA" } });
      expect(b.json.state).toEqual({ code: "WA", name: "Washington" });
      expect((b.json.data as unknown[]).length).toBeGreaterThan(0);
      expect((await call(stateRoute, { params: { state: "ZZ" } })).status).toBe(404);
      expect((await call(schoolsByStateRoute, { params: { state: "Florida" } })).status).toBe(422);
    });

    it("GET /home/loadCountryList lists the United States first", async () => {
      const res = await call(countriesRoute);
      const list = res.json.countryList as { code: string }[];
      expect(list[0].code).toBe("US");
      expect(list.length).toBeGreaterThan(5);
    });
  });

  describe("universities", () => {
    it("GET /home/getSchoolsUByEmail?email= finds the university of the email's domain (or a parent domain)", async () => {
      const res = await call(byEmailRoute, { path: "/home/getSchoolsUByEmail?email=gina@knights.ucf.edu" });
      expect((res.json.universities as { IPEDSID: number }[]).map((u) => u.IPEDSID)).toEqual([132903]);
      const none = await call(byEmailRoute, { path: "/home/getSchoolsUByEmail?email=casey@gmail.com" });
      expect(none.json.universities).toEqual([]);
    });

    it("POST /home/getUniversityByDomain {emailDomain}", async () => {
      const res = await call(byDomainRoute, { body: { emailDomain: "ufl.edu" } });
      expect(res.json.data).toMatchObject({ IPEDSID: 134130, name: "University of Florida", school_name: "University of Florida", zipcode: "32611", AppID: 2, univerLogo: null });
      expect((await call(byDomainRoute, { body: { emailDomain: "nothing here" } })).status).toBe(422);
    });

    it("POST /home/getWebsiteByUniversityName {school_name} looks up by name past 4 characters and gives the email domain", async () => {
      const res = await call(byNameRoute, { body: { school_name: "central flor" } });
      expect(res.json.email).toBe("ucf.edu");
      expect((res.json.data as { name: string }[])[0].name).toBe("University of Central Florida");
      expect((await call(byNameRoute, { body: { school_name: "Kent" } })).status).toBe(422);
      // LIKE wildcards are matched literally.
      expect((await call(byNameRoute, { body: { school_name: "%%%%%" } })).json.data).toEqual([]);
    });

    it("GET /home/searchByUniversityZip/{zip} finds universities of the zip, or of its area", async () => {
      const exact = await call(byUniversityZipRoute, { params: { zip: "32816" } });
      expect((exact.json.data as { IPEDSID: number }[]).map((u) => u.IPEDSID)).toEqual([132903]);
      const area = await call(byUniversityZipRoute, { params: { zip: "32899" } });
      expect((area.json.data as { IPEDSID: number }[]).map((u) => u.IPEDSID)).toEqual([132903]);
      expect((await call(byUniversityZipRoute, { params: { zip: "123" } })).status).toBe(422);
    });
  });
});
