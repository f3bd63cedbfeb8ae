"use client";

import type { ButtonHTMLAttributes } from "react";
import { useHydrated } from "@/components/pages/use-hydrated";

/**
 * A submit button that stays disabled until React runs in the browser: a click on the server's HTML
 * would submit the form natively (a reload that loses what was typed, and puts it in the URL) instead
 * of through the form's handler. Used by <Button type="submit">.
 */
export function SubmitButton({ disabled, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const hydrated = useHydrated();
  return <button type="submit" disabled={disabled || !hydrated} {...props} />;
}
