"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import type { TDialogProps } from "./dialog-radix";

// The dialog library loads the first time a dialog of the page opens, not with the page: most
// visits never open one.
const RadixDialogView = dynamic(() => import("./dialog-radix").then((m) => m.RadixDialogView), { ssr: false });

/** An accessible dialog (focus trap, Escape, labelled by its title). */
export function Dialog(props: TDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <RadixDialogView {...props} /> : null;
}
