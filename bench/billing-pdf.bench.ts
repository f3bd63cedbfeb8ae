// npm run bench: the quote PDF (target: median under 300 ms), rendered with @react-pdf from
// a saved 13-line quote on an in-memory PGlite (or the PostgreSQL of DATABASE_URL), and the same
// PDF through its short-lived link (POST /api/v1/quoteByQuoteID/pdf, then GET /api/v1/pdf/{token}).
import { afterAll, bench, describe } from "vitest";
import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { BILLING_PRODUCTS, productPrices, quotes, users, type TPricedSnapshot, type TQuantities } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as pdfRoute } from "@/app/api/v1/pdf/[token]/route";
import { POST as quoteByIdRoute } from "@/app/api/v1/quoteByQuoteID/pdf/route";
import { renderQuotePdf } from "@/lib/billing/pdf/render";
import { sharedDemoDatabase } from "../tests/support/db";
import { call } from "../tests/support/api";
import { median } from "./support/measure";

const QUOTE_PDF_MEDIAN_LIMIT_MS = 300;

const conn = await sharedDemoDatabase(process.env.DATABASE_URL ? "postgres" : "pglite");
const token = (await call(loginRoute, { body: { username: "manager", password: "demo-pass-2026" } })).json.token as string;
const [holder] = await conn.db.select().from(users).where(eq(users.username, "counselor"));

// Every product on the quote, 3 years, with a quantity discount: the largest quote the page makes.
const prices = await conn.db.select().from(productPrices).orderBy(productPrices.sortOrder);
const lines = prices.map((p, i) => ({ product: p.product, label: p.label, quantity: i + 3, unitPriceCents: p.priceCents, years: 3, totalCents: (i + 3) * p.priceCents * 3 }));
const total = lines.reduce((s, l) => s + l.totalCents, 0);
const discount = Math.round(total * 0.25);
const priced: TPricedSnapshot = {
  lines,
  years: 3,
  spanYears: 2.99,
  totalAmountCents: total,
  quantityDiscountPercent: 25,
  quantityDiscountCents: discount,
  proratedPercent: 0,
  proratedDiscountCents: 0,
  couponDiscountCents: 0,
  discountTotalCents: discount,
  totalAmountDueCents: total - discount,
  couponNotValid: false,
};
const [quote] = await conn.db
  .insert(quotes)
  .values({
    userId: holder.id,
    createdBy: holder.id,
    contact: { name: "Casey Morgan", school: holder.schoolName, zip: holder.zipcode, email: holder.email, phone: "555-0100", state: holder.state },
    start: "2026-08-01",
    end: "2029-07-31",
    quantities: Object.fromEntries(lines.map((l) => [l.product, l.quantity])) as TQuantities,
    priced,
    amountDueCents: priced.totalAmountDueCents,
    locale: "en",
    validUntil: "2026-09-01",
  })
  .returning({ id: quotes.id });
if (lines.length !== BILLING_PRODUCTS.length) throw new Error("the price book is not seeded");

const renderTimes: number[] = [];
// CPU time of the process per render: on a loaded machine the wall-clock median also counts waiting for a core.
const renderCpu: number[] = [];

afterAll(async () => {
  await conn.close();
  if (renderTimes.length === 0) return;
  const m = median(renderTimes);
  console.log(`quote PDF (13 lines): median ${m.toFixed(1)} ms wall clock, ${median(renderCpu).toFixed(1)} ms CPU, over ${renderTimes.length} renders (limit ${QUOTE_PDF_MEDIAN_LIMIT_MS} ms)`);
  if (m >= QUOTE_PDF_MEDIAN_LIMIT_MS) throw new Error(`quote PDF median ${m.toFixed(1)} ms is not under ${QUOTE_PDF_MEDIAN_LIMIT_MS} ms`);
});

describe("billing PDFs", () => {
  bench(
    "renderQuotePdf (13 lines, en)",
    async () => {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const pdf = await renderQuotePdf(conn.db, quote.id, "en");
      renderTimes.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      renderCpu.push((used.user + used.system) / 1000);
      if (pdf.length < 1000) throw new Error("empty PDF");
    },
    { iterations: 40, warmupIterations: 3 },
  );

  bench(
    "POST /api/v1/quoteByQuoteID/pdf + GET /api/v1/pdf/{token}",
    async () => {
      const res = await call(quoteByIdRoute, { token, body: { quoteID: quote.id } });
      if (res.status !== 200) throw new Error(`quoteByQuoteID answered ${res.status}`);
      const link = res.json.link as string;
      const opened = await pdfRoute(new NextRequest(new URL(link, "http://localhost")), { params: Promise.resolve({ token: link.split("/").pop() }) });
      if (opened.status !== 200 || (await opened.arrayBuffer()).byteLength < 1000) throw new Error(`GET ${link} answered ${opened.status}`);
    },
    { iterations: 20, warmupIterations: 2 },
  );
});
