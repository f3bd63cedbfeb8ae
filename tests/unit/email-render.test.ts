import { describe, expect, it } from "vitest";
import { emailLocale, renderEmail } from "@/lib/email/render";

// One layout and one render helper for every email, {html, text} from React Email.

describe("renderEmail: the one layout with a plain-text part", () => {
  const render = () =>
    renderEmail({
      locale: "en",
      why: "admin",
      subject: "New feedback",
      greeting: "Hello Alex,",
      blocks: [
        { type: "text", text: "New feedback from the public site." },
        {
          type: "facts",
          rows: [
            ["Name", "Robin <b>Bold</b>"],
            ["Phone", ""],
            ["Email", "robin@example.org"],
          ],
        },
        { type: "quote", text: "<script>alert(1)</script>\nsecond line" },
        { type: "action", href: "https://scuta.example.org/app/admin?a=1&b=2", label: "Open the app" },
      ],
    });

  it("text someone typed is escaped in the HTML by React, and kept as plain text (with its line breaks) in the text part", async () => {
    const mail = await render();
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>Bold</b>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.text).toContain("<script>alert(1)</script>\nsecond line");
    expect(mail.text).toContain("Name: Robin <b>Bold</b>");
  });

  it("a label/value line with no value is left out of both parts", async () => {
    const mail = await render();
    expect(mail.text).not.toMatch(/^Phone:/m);
    expect(mail.html).not.toContain("Phone:");
  });

  it("the button's link is written out under it, so the text part carries it once", async () => {
    const mail = await render();
    expect(mail.html).toContain('href="https://scuta.example.org/app/admin?a=1&amp;b=2"');
    expect(mail.text).toContain("Open the app: https://scuta.example.org/app/admin?a=1&b=2");
    expect(mail.text.match(/scuta\.example\.org\/app\/admin/g)).toHaveLength(1);
  });

  it("the greeting comes first, the preview line is the first sentence after it, the footer says why", async () => {
    const mail = await render();
    expect(mail.text.indexOf("Hello Alex,")).toBeLessThan(mail.text.indexOf("New feedback from the public site."));
    expect(mail.html).toMatch(/display:none[^>]*>New feedback from the public site\./);
    expect(mail.text).toContain("You receive this email because you are a SCUTA administrator.");
    expect(mail.subject).toBe("New feedback");
  });

  it("a stored language that is none of ours writes the email in English", () => {
    expect(emailLocale("fr")).toBe("en");
    expect(emailLocale(null)).toBe("en");
    expect(emailLocale("de")).toBe("de");
  });
});
