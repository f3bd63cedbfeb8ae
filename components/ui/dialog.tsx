"use client";

import { useState } from "react";
import { lazyClient } from "./lazy-client";
import type { TDialogProps } from "./dialog-radix";

// The dialog library loads the first time a dialog of the page opens, not with the page: most
// visits never open one.
const RadixDialogView = lazyClient(() => import("./dialog-radix").then((m) => m.RadixDialogView));

/** An accessible dialog (focus trap, Escape, labelled by its title). */
export function Dialog(props: TDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <RadixDialogView {...props} /> : null;
}
