import { describe, expect, it, vi } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { placeErrors, settleAction, type TActionEffects } from "@/components/ui/action-outcome";
import { useActionErrorText } from "@/components/ui/use-action";
import type { TErrorEntry } from "@/lib/http/errors";

// useAction (components/ui/use-action.ts) hands a server action's answer to settleAction: field
// errors go next to their inputs, the rest to one error toast, 401 to the shell's sign-in warning,
// 423 to the lock screen, a success to its toast, step, next page and fresh data.

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined, refresh: () => undefined }) }));

function effects(): TActionEffects & { [K in keyof TActionEffects]: ReturnType<typeof vi.fn> } {
  return {
    text: vi.fn((e: TErrorEntry) => `text:${e.code}`),
    successToast: vi.fn(),
    errorToast: vi.fn(),
    unauthorized: vi.fn(),
    locked: vi.fn(),
    navigate: vi.fn(),
    refresh: vi.fn(),
    setErrors: vi.fn(),
  } as never;
}

const refused = (status: number, error: TErrorEntry[]) => ({ ok: false as const, status, error });

describe("useAction places a refusal", () => {
  it('a zod error on "name" is shown under the name field, with no toast', () => {
    const fx = effects();
    expect(settleAction(refused(422, [{ code: "invalid_name", message: "Enter a name.", field: "name" }]), "Saved.", fx)).toBe(false);
    expect(fx.setErrors).toHaveBeenCalledWith({ name: "text:invalid_name" });
    expect(fx.errorToast).not.toHaveBeenCalled();
    expect(fx.successToast).not.toHaveBeenCalled();
  });

  it("a nested path keeps its whole name (prices.2.price) and the first error of a field wins", () => {
    const { fields, toast } = placeErrors(
      [
        { code: "a", message: "", field: "prices.2.price" },
        { code: "b", message: "", field: "prices.2.price" },
      ],
      (e) => e.code,
    );
    expect(fields).toEqual({ "prices.2.price": "a" });
    expect(toast).toBeNull();
  });

  it("an error about the whole request (body) or without a field goes to the toast, beside the field errors", () => {
    const fx = effects();
    settleAction(
      refused(409, [
        { code: "invalid_email", message: "", field: "email" },
        { code: "edit_conflict", message: "", field: "body" },
      ]),
      undefined,
      fx,
    );
    expect(fx.setErrors).toHaveBeenCalledWith({ email: "text:invalid_email" });
    expect(fx.errorToast).toHaveBeenCalledWith("text:edit_conflict");
  });

  it("with a list of field names, only those (by the path's first part) go next to inputs; others are toasted", () => {
    const { fields, toast } = placeErrors(
      [
        { code: "x", message: "", field: "note.0" },
        { code: "y", message: "", field: "program" },
      ],
      (e) => e.code,
      ["userId", "note"],
    );
    expect(fields).toEqual({ note: "x" });
    expect(toast).toBe("y");
  });

  it("a refusal with no entries still shows the generic failure", () => {
    expect(placeErrors([], (e) => e.code).toast).toBe("server_error");
  });

  it("401 raises the shell's sign-in warning and tells what happened", () => {
    const fx = effects();
    const result = refused(401, [{ code: "token_expired", message: "Your session has expired." }]);
    settleAction(result, "Saved.", fx);
    expect(fx.unauthorized).toHaveBeenCalledWith(result);
    expect(fx.errorToast).toHaveBeenCalledWith("text:token_expired");
    expect(fx.refresh).not.toHaveBeenCalled();
  });

  it("423 (the session was locked) goes to the lock screen and places nothing", () => {
    const fx = effects();
    const result = refused(423, [{ code: "session_locked", message: "This session is locked." }]);
    settleAction(result, "Saved.", fx);
    expect(fx.locked).toHaveBeenCalledWith(result);
    expect(fx.setErrors).not.toHaveBeenCalled();
    expect(fx.errorToast).not.toHaveBeenCalled();
    expect(fx.unauthorized).not.toHaveBeenCalled();
  });
});

describe("useAction on success", () => {
  it("clears the field errors, shows the message, runs the step, goes on and renders the data afresh", () => {
    const fx = effects();
    const then = vi.fn();
    const ok = settleAction({ ok: true, data: { id: 7 } }, { message: (d) => `Created ${d.id}.`, then, href: (d) => `/app/things/${d.id}` }, fx);
    expect(ok).toBe(true);
    expect(fx.setErrors).toHaveBeenCalledWith({});
    expect(fx.successToast).toHaveBeenCalledWith("Created 7.");
    expect(then).toHaveBeenCalledWith({ id: 7 });
    expect(fx.navigate).toHaveBeenCalledWith("/app/things/7");
    expect(fx.refresh).toHaveBeenCalled();
  });

  it("a success step that returns nothing shows no toast; refresh: false keeps the page as it is", () => {
    const fx = effects();
    settleAction({ ok: true, data: 1 }, () => undefined, fx, { refresh: false });
    expect(fx.successToast).not.toHaveBeenCalled();
    expect(fx.refresh).not.toHaveBeenCalled();
  });
});

describe("useAction's error text", () => {
  const textOf = (namespace: string, entry: TErrorEntry) => {
    let out = "";
    function Probe() {
      out = useActionErrorText(namespace)(entry);
      return null;
    }
    renderToStaticMarkup(createElement(NextIntlClientProvider, { locale: "en", messages: en, timeZone: "UTC", children: createElement(Probe) }));
    return out;
  };

  it("reads the form's own code first, then the field's rule, then the shared codes, then the server's words", () => {
    expect(textOf("categories", { code: "subcategory_name_taken", message: "x", field: "name" })).toBe(en.categories.errors.subcategory_name_taken);
    expect(textOf("categories", { code: "invalid_name", message: "x", field: "name" })).toBe(en.categories.fieldErrors.name);
    expect(textOf("categories", { code: "license_expired", message: "x" })).toBe(en.errorCodes.license_expired);
    expect(textOf("categories", { code: "something_new", message: "The server's words." })).toBe("The server's words.");
  });
});

describe("useAction places errors by the form's own rule", () => {
  it("a function names each error's field: a code without a field can go next to its input, the rest to the form's own slot, and no toast", () => {
    const fieldOf = (e: TErrorEntry) => e.field ?? (e.code === "email_taken" ? "email" : "form");
    const placed = placeErrors(
      [
        { code: "email_taken", message: "" },
        { code: "server_error", message: "" },
      ],
      (e) => `text:${e.code}`,
      fieldOf,
    );
    expect(placed).toEqual({ fields: { email: "text:email_taken", form: "text:server_error" }, toast: null });
  });

  it("a function answering null sends the error to the toast", () => {
    expect(
      placeErrors(
        [{ code: "not_found", message: "" }],
        (e) => `text:${e.code}`,
        () => null,
      ),
    ).toEqual({ fields: {}, toast: "text:not_found" });
  });
});
