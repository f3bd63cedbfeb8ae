import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { ConfidentialProvider } from "@/components/shell/confidential";
import { TargetGroups } from "@/components/smart-goals/target-groups";

// The confidentiality eye applies to the SMART goals list too: its target groups are masked while the eye is closed.

vi.mock("@/lib/shell/actions", () => ({ setHideConfidentialAction: async () => ({ ok: true }) }));

const render = (hidden: boolean) =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale: "en",
      messages: en,
      timeZone: "UTC",
      children: createElement(ConfidentialProvider, { initialHidden: hidden, children: createElement(TargetGroups, { groups: ["Lunch bunch", "Grade 9 girls"] }) }),
    }),
  );

describe("the SMART goals list's target groups follow the confidentiality eye", () => {
  it("with the eye closed the group names are masked", () => {
    const html = render(true);
    expect(html).not.toContain("Lunch bunch");
    expect(html).toContain("•••••");
  });

  it("with the eye open they read in full", () => {
    expect(render(false)).toContain("Lunch bunch, Grade 9 girls");
  });

  it("the list page shows its groups through that component", () => {
    expect(readFileSync(path.join(process.cwd(), "app/(app)/app/smartgoals/page.tsx"), "utf8")).toContain("<TargetGroups groups={g.groups} />");
  });
});
