import { describe, expect, it, vi } from "vitest";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { ClientTable } from "@/components/clients/client-table";
import { BillingHistory } from "@/components/billing-account/billing-history";
import type { TClientJson } from "@/lib/clients/schemas";

// The students list and the billing history draw their rows through the list engine: the rows keep
// the hooks tests and scripts find them by, the students sort by name at first (aria-sort on the
// header, a sort button each), and the invoice the login redirect names is the current row.

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined }) }));
vi.mock("@/lib/clients/actions", () => ({ deleteClientAction: vi.fn() }));
vi.mock("@/lib/billing/pdf-actions", () => ({ invoicePdfAction: vi.fn(), removePdfLinkAction: vi.fn() }));
vi.mock("@/lib/billing/purchase-actions", () => ({ resendInvoiceAction: vi.fn() }));

const render = (el: ReactElement) => renderToStaticMarkup(createElement(NextIntlClientProvider, { locale: "en", messages: en, timeZone: "UTC", children: el }));

const student = (id: number, name: string): TClientJson =>
  ({ id, user_id: 1, type: "student", name, student_number: `S-${id}`, grade_id: null, count: 1, students: [], notes: "", active: true }) as unknown as TClientJson;

describe("list engine tables", () => {
  it("the students list: rows by name ascending, the name header sorted, row and table hooks kept", () => {
    const html = render(createElement(ClientTable, { type: "student", rows: [student(1, "Zoe Park"), student(2, "Avery Kim")], grades: [], studentNames: {}, readOnly: false }));
    expect(html).toContain('data-testid="client-table"');
    expect(html.match(/data-testid="client-row"/g)).toHaveLength(2);
    expect(html.indexOf("Avery Kim")).toBeLessThan(html.indexOf("Zoe Park"));
    expect(html).toMatch(/<th[^>]*aria-sort="ascending"[^>]*><button/);
    expect(html.match(/data-testid="client-edit"/g)).toHaveLength(2);
  });

  it("the billing history: the invoice named by ?order_id= is the current row, and an empty history says so", () => {
    const row = (orderId: number, invoiceNumber: number) => ({
      orderId,
      date: "12/1/26",
      invoiceNumber,
      start: "8/1/26",
      end: "7/31/27",
      amount: "$99.00",
      status: "paid" as const,
      paidOn: "12/1/26",
      poNumber: null,
    });
    const html = render(createElement(BillingHistory, { rows: [row(7, 1007), row(8, 1008)], highlightOrderId: 8, holderName: null }));
    expect(html).toMatch(/<tr[^>]*aria-current="true"[^>]*data-order-id="8"|<tr[^>]*data-order-id="8"[^>]*aria-current="true"/);
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html).toContain('data-order-id="7"');
    const empty = render(createElement(BillingHistory, { rows: [], highlightOrderId: null, holderName: null }));
    expect(empty).toContain(en.billing.account.history.empty);
  });
});
