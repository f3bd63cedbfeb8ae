import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every call that e-mails, renders a PDF or stores a file is limited and bounded. This is the list:
// each file that sends e-mail (sendEmail, emailAdmins), renders a PDF (renderPdf, the one gate of
// lib/pdf/limit.ts) or stores uploaded bytes (receiveChunk, a storage put), with the entry points
// that reach it and the limit each of them applies before the work. A new sender, renderer or
// store fails this test until it is listed here with its limit.

const ROOT = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) return filesUnder(rel);
    return /\.(ts|tsx)$/.test(name) ? [rel] : [];
  });
}

const RATE = /hitRateLimit\(|hitInvoiceEmailLimits\(|guardPdfRender\(|claimAttempt\(/;
const QUOTA = /assertFitsQuota\(/;

/** An entry point and the limit it applies (a pattern its source must contain). */
type TEntry = { file: string; limit: RegExp; why: string };
type TSideEffect = { kind: "email" | "pdf" | "file"; entries: TEntry[] };

const LISTED: Record<string, TSideEffect> = {
  // E-mail
  "lib/account/emails.ts": {
    kind: "email",
    entries: [
      { file: "lib/account/request-password-reset.ts", limit: RATE, why: "per address and per account e-mail (forgot password, an administrator's reset e-mail)" },
      { file: "lib/account/send-contact-message.ts", limit: RATE, why: "contact: per address" },
      { file: "lib/account/request-renewal-quote.ts", limit: RATE, why: "renewal request: per user" },
      { file: "lib/account/email-change.ts", limit: RATE, why: "e-mail change: per user, after the password (sign-in throttle)" },
    ],
  },
  "lib/help/ask-question.ts": { kind: "email", entries: [{ file: "lib/help/ask-question.ts", limit: RATE, why: "questions: 10 an hour per user, once per question" }] },
  "lib/email/admins.ts": { kind: "email", entries: [{ file: "lib/help/ask-question.ts", limit: RATE, why: "the question panel is its caller" }] },
  "lib/billing/email-invoice.ts": {
    kind: "email",
    entries: [
      { file: "lib/billing/email-invoice.ts", limit: RATE, why: "resend: per caller and per order" },
      { file: "lib/billing/admin/resend-invoice.ts", limit: RATE, why: "the orders page's resend: per administrator and per order" },
    ],
  },
  "lib/billing/email-quote.ts": { kind: "email", entries: [{ file: "lib/billing/email-quote.ts", limit: RATE, why: "quote e-mail: per user, else per address" }] },
  "lib/reports/principal/email-principal.ts": {
    kind: "email",
    entries: [{ file: "lib/reports/principal/email-principal.ts", limit: RATE, why: "principal report: 10 an hour per user, to the school's domain only" }],
  },
  "lib/principal-contacts/email.tsx": {
    kind: "email",
    entries: [
      { file: "lib/principal-contacts/name-principal-contact.ts", limit: RATE, why: "naming a school's principal: per sender and per address (countConfirmationEmail)" },
      { file: "lib/principal-contacts/resend-principal-contact.ts", limit: /countConfirmationEmail\(/, why: "asking the principal again: the same per-sender and per-address count" },
    ],
  },
  "lib/pages/request-appointment.ts": { kind: "email", entries: [{ file: "lib/pages/request-appointment.ts", limit: RATE, why: "per address" }] },
  "lib/pages/request-demo.ts": { kind: "email", entries: [{ file: "lib/pages/request-demo.ts", limit: RATE, why: "per address" }] },
  "lib/pages/send-feedback.ts": { kind: "email", entries: [{ file: "lib/pages/send-feedback.ts", limit: RATE, why: "per address" }] },
  "lib/signup/password-email.ts": {
    kind: "email",
    entries: [
      { file: "app/api/v1/register/route.ts", limit: RATE, why: "sign-up: per address" },
      { file: "app/api/v1/registerEmail/route.ts", limit: RATE, why: "activation e-mail again: per address and per user" },
    ],
  },
  // One e-mail per decision on one record (a request accepted or declined once, a question answered, a membership decided).
  "lib/appointments/accept-request.ts": {
    kind: "email",
    entries: [{ file: "lib/appointments/accept-request.ts", limit: /status: "accepted"/, why: "once per pending request (each created under a per-address limit)" }],
  },
  "lib/appointments/decline-request.ts": { kind: "email", entries: [{ file: "lib/appointments/decline-request.ts", limit: /declined/, why: "once per pending request" }] },
  "lib/content/answer-question.ts": {
    kind: "email",
    entries: [{ file: "lib/content/answer-question.ts", limit: /answeredAt/, why: "an administrator answers a question (each limited at its asking)" }],
  },
  "lib/memberships/email.ts": { kind: "email", entries: [{ file: "lib/memberships/email.ts", limit: /sendDecisionEmail/, why: "once per membership decision, by the district's managers" }] },
  // PDFs: every renderer goes through renderPdf (one gate per instance); every route that renders counts per user first.
  ...Object.fromEntries(
    [
      "lib/analysis/pdf.tsx",
      "lib/billing/pdf/render.tsx",
      "lib/goals/pdf/render.tsx",
      "lib/lessons/pdf/render.tsx",
      "lib/program/pdf/render.tsx",
      "lib/ramp/pack-pdf.tsx",
      "lib/reports/pdf.tsx",
      "lib/reports/principal/oscar-pdf.tsx",
      "lib/reports/principal/pdf.tsx",
      "lib/smart-goals/pdf/render.tsx",
      "lib/privacy/student-pdf.tsx",
    ].map((file) => [file, { kind: "pdf" as const, entries: [] }]),
  ),
  // Files
  "lib/files/receive-chunk.ts": {
    kind: "file",
    entries: [{ file: "lib/files/receive-chunk.ts", limit: QUOTA, why: "every upload within the user's storage quota" }],
  },
  "lib/videos/captions.ts": {
    kind: "file",
    entries: [{ file: "lib/videos/captions.ts", limit: RATE, why: "a video's captions: 60 uploads an hour per administrator, each file at most 512 KB, checked before it is read" }],
  },
  "lib/files/assemble-upload.ts": { kind: "file", entries: [{ file: "lib/files/assemble-upload.ts", limit: QUOTA, why: "the assembled file is checked against the quota again" }] },
  "lib/lessons/files.ts": { kind: "file", entries: [{ file: "lib/files/receive-chunk.ts", limit: QUOTA, why: "lesson files are uploads of their owner" }] },
  "app/api/v1/files/upload/route.ts": { kind: "file", entries: [{ file: "lib/files/receive-chunk.ts", limit: QUOTA, why: "the upload route's chunks" }] },
};

/** The PDF routes: each counts the render against the caller before any work. */
const PDF_ROUTES = [
  "app/api/v1/pdf/[token]/route.ts",
  "app/api/v1/report/[key]/route.ts",
  "app/api/v1/report/principal/route.ts",
  "app/api/v1/report/principal/oscar/route.ts",
  "app/api/v1/analysis/pdf/route.ts",
  "app/api/v1/ramp/pack/route.ts",
];

describe("every call that e-mails, renders a PDF or stores a file is limited and bounded", () => {
  const sources = [...filesUnder("lib"), ...filesUnder("app")].filter((f) => !f.startsWith(path.join("lib", "email", "send.ts")) && f !== path.join("lib", "pdf", "limit.ts"));

  it("each file that sends e-mail, renders a PDF or stores uploaded bytes is on the list", () => {
    const found = sources.filter((f) => /\b(sendEmail|emailAdmins|renderPdf|receiveChunk)\(|storageFor\([^)]*\)\.put\(|storage\.put\(/.test(read(f)));
    const unlisted = found.filter((f) => !(f.split(path.sep).join("/") in LISTED));
    expect(unlisted, "list these with the limit of each entry point").toEqual([]);
  });

  it.each(Object.entries(LISTED).flatMap(([file, s]) => s.entries.map((e) => ({ sideEffect: file, ...e }))))("$sideEffect is bounded where $why ($file → $limit)", ({ file, limit }) => {
    expect(read(file)).toMatch(limit);
  });

  it("no PDF is rendered outside the gate: renderToBuffer is called only by lib/pdf/limit.ts", () => {
    const direct = sources.filter((f) => /renderToBuffer\(/.test(read(f)));
    expect(direct).toEqual([]);
  });

  it.each(PDF_ROUTES)("%s counts each PDF against the caller's limit before rendering", (file) => {
    expect(read(file)).toMatch(/guardPdfRender\(/);
  });
});
