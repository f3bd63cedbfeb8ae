import { describe, expect, it } from "vitest";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { z } from "zod";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";
import { CheckboxField, CheckboxGroup, DateField, Field, Form, FormAlert, NumberField, numberBounds, parseLocaleDate, RadioGroup, SelectField, TextAreaField, TextField } from "@/components/ui/form";

// The form kit ties every field's label, hint and error to its control, so a screen reader names the
// field by its label and reads its hint and the server's message with it.

const MESSAGES = { en, it: it_, de } as const;
const render = (el: ReactElement, locale: keyof typeof MESSAGES = "en") =>
  renderToStaticMarkup(createElement(NextIntlClientProvider, { locale, messages: MESSAGES[locale], timeZone: "UTC", children: el }));

const attr = (html: string, tag: string, name: string) => new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

describe("the form kit's labels and aria", () => {
  it("a text field's label names its input; hint and error describe it; an error marks it invalid", () => {
    const html = render(createElement(TextField, { id: "school-name", label: "School name", hint: "As on the sign.", error: "Enter a name.", value: "", onChange: () => undefined }));
    expect(html).toContain('<label for="school-name"');
    expect(attr(html, "input", "id")).toBe("school-name");
    expect(attr(html, "input", "aria-invalid")).toBe("true");
    expect(attr(html, "input", "aria-describedby")).toBe("school-name-hint school-name-error");
    expect(html).toMatch(/<p id="school-name-hint"[^>]*>As on the sign\.<\/p>/);
    expect(html).toMatch(/<p id="school-name-error"[^>]*>Enter a name\.<\/p>/);
  });

  it("without an error the field is neither invalid nor described by an error", () => {
    const html = render(createElement(TextField, { id: "city", label: "City", defaultValue: "" }));
    expect(attr(html, "input", "aria-invalid")).toBeUndefined();
    expect(attr(html, "input", "aria-describedby")).toBeUndefined();
  });

  it("a hidden label (inside a table) is still the field's label, for screen readers only", () => {
    const html = render(createElement(TextField, { id: "price-1", label: "Price of PRO", hideLabel: true, defaultValue: "" }));
    expect(html).toContain('<label for="price-1" class="sr-only">Price of PRO</label>');
  });

  it("a limit of more than 10 characters brings the counter, which describes the field too", () => {
    const html = render(createElement(TextAreaField, { id: "note", label: "Note", maxLength: 500, value: "abc", onChange: () => undefined, error: "Too long." }));
    expect(attr(html, "textarea", "aria-describedby")).toBe("note-error note-length");
    expect(html).toContain('id="note-length"');
    expect(html).toContain("3/500");
  });

  it("the number field gives the browser its bounds and says them in words", () => {
    const html = render(createElement(NumberField, { id: "credits", label: "Credits", min: 0, max: 99, value: "3" }));
    expect(attr(html, "input", "min")).toBe("0");
    expect(attr(html, "input", "max")).toBe("99");
    expect(attr(html, "input", "type")).toBe("number");
    expect(attr(html, "input", "aria-describedby")).toBe("credits-hint");
    expect(html).toContain("A number from 0 to 99.");
    expect(render(createElement(NumberField, { id: "n", label: "N", min: 1, value: "" }), "de")).toContain("Eine Zahl von mindestens 1.");
  });

  it("the number field's bounds can come from the server's zod schema", () => {
    expect(numberBounds(z.number().int().min(15).max(480))).toEqual({ min: 15, max: 480, integer: true });
    expect(numberBounds(z.number())).toEqual({ min: 0, max: undefined, integer: false });
    const html = render(createElement(NumberField, { id: "d", label: "Duration", bounds: numberBounds(z.number().int().min(15).max(480)), value: "60" }));
    expect(attr(html, "input", "min")).toBe("15");
    expect(attr(html, "input", "max")).toBe("480");
  });

  it("the select field lists a placeholder first and marks an error", () => {
    const html = render(
      createElement(SelectField, { id: "role", label: "Role", placeholder: "Choose…", options: [{ value: "1", label: "Counselor" }], error: "Choose a role.", value: "", onChange: () => undefined }),
    );
    expect(html).toContain('<label for="role"');
    expect(html).toMatch(/<select[^>]*id="role"[^>]*aria-invalid="true"[^>]*aria-describedby="role-error"/);
    expect(html).toMatch(/<option value=""[^>]*>Choose…<\/option><option value="1">Counselor<\/option>/);
  });

  it("the checkbox field is labelled after its box and described by its error", () => {
    const html = render(createElement(CheckboxField, { id: "published", label: "Published", error: "No." }));
    expect(html).toMatch(/<input id="published" type="checkbox" aria-invalid="true" aria-describedby="published-error"/);
    expect(html).toContain('<label for="published"');
  });

  it("the frame gives any control the label's id and the messages' ids", () => {
    const html = render(createElement(Field, { id: "color", label: "Colour", hint: "A code.", children: (c) => createElement("input", { ...c, type: "color" }) }));
    expect(html).toMatch(/<input id="color" aria-describedby="color-hint"/);
  });

  it("a kit form leaves validation to the fields' messages (no browser bubbles) and keeps its data attributes", () => {
    const html = render(createElement(Form, { onSubmit: () => undefined, className: "space-y-4", "data-admin-form": true } as never));
    expect(html).toMatch(/<form noValidate="" class="space-y-4" data-admin-form="true"><\/form>/);
  });
});

describe("the date field writes and reads the reader's short date and submits ISO", () => {
  const field = (locale: keyof typeof MESSAGES) => render(createElement(DateField, { id: "due", name: "due", label: "Due date", value: "2027-07-31", onValueChange: () => undefined }), locale);

  it("shows the date as the language writes it, with its pattern, and hands the form ISO", () => {
    const html = field("en");
    expect(attr(html, "input", "value")).toBe("07/31/27");
    expect(attr(html, "input", "placeholder")).toBe("MM/DD/YY");
    expect(html).toContain('<input type="hidden" name="due" value="2027-07-31"/>');
    expect(html).toContain('<label for="due"');
    expect(attr(field("de"), "input", "value")).toBe("31.07.27");
    expect(attr(field("de"), "input", "placeholder")).toBe("TT.MM.JJ");
    expect(attr(field("it"), "input", "value")).toBe("31/07/27");
  });

  it("reads what is typed in the language's order, with a 2- or 4-digit year; ISO is read in every language", () => {
    expect(parseLocaleDate("07/31/27", "en")).toBe("2027-07-31");
    expect(parseLocaleDate("7/31/2027", "en")).toBe("2027-07-31");
    expect(parseLocaleDate("31.07.2027", "de")).toBe("2027-07-31");
    expect(parseLocaleDate("31/7/27", "it")).toBe("2027-07-31");
    expect(parseLocaleDate("2027-07-31", "de")).toBe("2027-07-31");
    expect(parseLocaleDate("", "en")).toBe("");
  });

  it("refuses what is not a day", () => {
    expect(parseLocaleDate("31/07/27", "en")).toBeNull();
    expect(parseLocaleDate("02/30/27", "en")).toBeNull();
    expect(parseLocaleDate("tomorrow", "en")).toBeNull();
    expect(parseLocaleDate("1/2/345", "en")).toBeNull();
  });
});

describe("the form kit's required mark, radio group and form alert", () => {
  it("a field marked required shows an asterisk that screen readers skip, so the label's name stays the same", () => {
    const html = render(createElement(TextField, { id: "appt-name", label: "Your name", required: true, requiredMark: true, defaultValue: "" }));
    expect(html).toMatch(/<label for="appt-name"[^>]*>Your name<span aria-hidden="true"[^>]*> \*<\/span><\/label>/);
    expect(html).toMatch(/<input[^>]*\srequired=""/);
    expect(render(createElement(TextField, { id: "city", label: "City", required: true, defaultValue: "" }))).not.toContain("aria-hidden");
  });

  it("a radio group is named by its legend, its error describes the group and marks it invalid", () => {
    const html = render(
      createElement(RadioGroup, {
        id: "topic",
        legend: "Topic",
        name: "topic",
        value: "b",
        options: [
          { value: "a", label: "A" },
          { value: "b", label: "B" },
        ],
        onChange: () => undefined,
        error: "Choose a topic.",
        required: true,
      }),
    );
    expect(html).toMatch(/^<fieldset id="topic" aria-invalid="true" aria-describedby="topic-error"/);
    expect(html).toMatch(/<legend[^>]*>Topic<span aria-hidden="true"/);
    expect(html).toMatch(/<input type="radio"[^>]*name="topic" checked="" value="b"/);
    expect(html).toMatch(/<p id="topic-error"[^>]*>Choose a topic\.<\/p>/);
  });

  it("a checkbox group ticks every chosen value and is named by its legend", () => {
    const html = render(
      createElement(CheckboxGroup, {
        id: "goals",
        legend: "Goals",
        name: "goals",
        values: ["b"],
        options: [
          { value: "a", label: "A" },
          { value: "b", label: "B" },
        ],
        onChange: () => undefined,
      }),
    );
    expect(html).toMatch(/^<fieldset id="goals"/);
    expect(html).toMatch(/<legend[^>]*>Goals<\/legend>/);
    expect(html.match(/type="checkbox"/g)).toHaveLength(2);
    expect(html).toMatch(/<input type="checkbox"[^>]*name="goals" checked="" value="b"/);
    expect(html).not.toMatch(/checked="" value="a"/);
  });

  it("the form's alert is announced and can take the focus; without a message there is nothing", () => {
    expect(render(createElement(FormAlert, { children: "Could not save." }))).toMatch(/^<p role="alert" tabindex="-1"[^>]*>Could not save\.<\/p>$/);
    expect(render(createElement(FormAlert, { children: null }))).toBe("");
  });
});
