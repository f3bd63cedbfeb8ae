"use client";

import { useState, type ReactNode } from "react";

/**
 * Shows `form` when the link was usable as the page opened, and keeps showing it after: signing
 * in on activation refreshes the page, whose link is then used, and the form's success dialog
 * must not be swapped for the "already used" notice under the person's eyes.
 */
export function KeepFormOpen({ usable, form, problem }: { usable: boolean; form: ReactNode; problem: ReactNode }) {
  const [shown] = useState(usable);
  return <>{shown ? form : problem}</>;
}
