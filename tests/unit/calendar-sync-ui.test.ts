import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import { CalendarFeedPanel } from "@/components/calendar-feed/calendar-feed-panel";
import type { TSyncStatuses } from "@/lib/calendar/sync-types";

// The calendar page's sync controls: "cleanly hidden" when no provider's OAuth keys are set; per
// configured provider a Connect button, or the connection's account, last sync, waiting changes,
// error and its Sync now / Disconnect buttons. Rendered on the server as the page's first paint.

vi.mock("next/navigation", () => ({
  usePathname: () => "/app/calendar",
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ refresh: () => {}, push: () => {}, replace: () => {} }),
}));
vi.mock("@/lib/calendar/sync-actions", () => ({ syncNowAction: vi.fn(), disconnectCalendarAction: vi.fn() }));
vi.mock("@/lib/calendar/feed-actions", () => ({ issueFeedAction: vi.fn(), revokeFeedAction: vi.fn() }));
vi.mock("@/lib/calendar/import-actions", () => ({ importCategoriesAction: vi.fn(async () => ({ ok: true, data: [] })), previewImportAction: vi.fn(), commitImportAction: vi.fn() }));

const BOTH = { google: true, outlook: true };
const render = (providers: { google: boolean; outlook: boolean }, statuses: TSyncStatuses, addons = BOTH) =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale: "en",
      messages: en,
      timeZone: "UTC",
      children: createElement(CalendarFeedPanel, { feedUrl: null, providers, addons, statuses, timezone: "America/Chicago" }),
    }),
  );

describe("the sync section of the calendar page", () => {
  it("is not there at all without OAuth keys", () => {
    const html = render({ google: false, outlook: false }, {});
    expect(html).not.toContain('data-testid="calendar-sync"');
    expect(html).not.toMatch(/Connect Google Calendar|Connect Outlook|Sync now|Disconnect/);
  });

  it("offers 'Connect Google Calendar' for a configured provider not connected, and nothing for Outlook", () => {
    const html = render({ google: true, outlook: false }, { google: null });
    expect(html).toContain('data-testid="calendar-sync-google"');
    expect(html).not.toContain('data-testid="calendar-sync-outlook"');
    expect(html).toMatch(/<button[^>]*>Connect Google Calendar<\/button>/);
  });

  it("a connection shows its account, last sync, waiting changes and error text, with Sync now and Disconnect buttons", () => {
    const html = render(
      { google: true, outlook: true },
      {
        google: { accountEmail: "casey@school.example", lastSyncedAt: "2026-11-22T15:04:00.000Z", pending: 2, failed: 1, lastError: "provider_error", needsReconnect: false },
        outlook: { accountEmail: "casey@district.example", lastSyncedAt: null, pending: 0, failed: 0, lastError: "reauth_required", needsReconnect: true },
      },
    );
    expect(html).toContain("casey@school.example");
    expect(html).toContain("Nov 22, 2026, 9:04");
    expect(html).toContain("2 changes");
    expect(html).toContain("The last sync with Google Calendar did not work. It is tried again automatically.");
    expect(html).toContain("1 change could not be sent to Google Calendar and is no longer retried.");
    expect(html).toMatch(/<button[^>]*>Sync now<\/button>/);
    expect(html.match(/<button[^>]*>Disconnect<\/button>/g)).toHaveLength(2);
    // Withdrawn access: the user connects again; no raw provider text anywhere.
    expect(html).toContain("Outlook no longer gives SCUTA access. Connect it again to keep syncing.");
    expect(html).toMatch(/<button[^>]*>Connect Outlook again<\/button>/);
    expect(html).not.toContain("provider_error");
  });

  it("without the add-on ('add-ons (calendar sync, …) are bought with a license') a provider shows how to add it, not Connect", () => {
    const html = render({ google: true, outlook: true }, { google: null, outlook: null }, { google: false, outlook: true });
    expect(html).toContain("Two-way sync with Google Calendar is an add-on of your license.");
    expect(html).toMatch(/<a[^>]*href="\/app\/user\/billing"[^>]*>Add it on the Billing page<\/a>/);
    expect(html).not.toMatch(/<button[^>]*>Connect Google Calendar<\/button>/);
    expect(html).toMatch(/<button[^>]*>Connect Outlook<\/button>/);
  });
});
