import { describe, expect, it, vi } from "vitest";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { CaseloadStudents } from "@/components/roster/caseloads";
import type { TCaseloadStudentView } from "@/lib/roster/caseload-schemas";

// The caseloads list's first paint: one row a student with their counselor and how they were placed,
// a name the reader may not read shown as the student's number only, the Reassign and History buttons
// named after the student, and the server's pager keeping the filters in its links.

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined, push: () => undefined }) }));
vi.mock("@/lib/roster/caseload-actions", () => ({ reassignCaseloadAction: vi.fn(), caseloadHistoryAction: vi.fn() }));

const render = (el: ReactElement) => renderToStaticMarkup(createElement(NextIntlClientProvider, { locale: "en", messages: en, timeZone: "UTC", children: el }));

const rows: TCaseloadStudentView[] = [
  { clientId: 7, name: "Nia Jansen", schoolName: "Hand High", counselorId: 1, counselorName: "Ada Adams", source: "hand", since: "2026-09-10T12:00:00.000Z" },
  { clientId: 8, name: null, schoolName: null, counselorId: 2, counselorName: "Bo Brown", source: "roster", since: "2026-09-01T12:00:00.000Z" },
];

describe("the caseloads list", () => {
  it("shows each student's counselor and source, withholds a name the reader may not read, and pages with the filters kept", () => {
    const html = render(
      createElement(CaseloadStudents, {
        leaid: "9900041",
        sendLeaid: false,
        rows,
        counselors: [
          { value: "1", label: "Ada Adams" },
          { value: "2", label: "Bo Brown" },
        ],
        pager: { page: 1, pages: 3, total: 120, path: "/app/districtSettings/caseloads", query: "q=nia&counselor=1" },
        timeZone: "UTC",
      }),
    );
    expect(html).toContain("Nia Jansen");
    expect(html).toContain("Student no. 8 (name not shown)");
    expect(html).toContain("By hand");
    expect(html).toContain("Roster");
    expect(html).toContain('aria-label="Reassign Nia Jansen"');
    expect(html).toContain('aria-label="History of Student no. 8 (name not shown)"');
    expect(html).toContain("/app/districtSettings/caseloads?q=nia&amp;counselor=1&amp;page=2");
    expect(html).not.toContain("Bo Brown</option>");
  });
});
