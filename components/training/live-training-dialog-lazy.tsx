"use client";

import { useState, type ComponentProps } from "react";
import { lazyClient } from "@/components/ui/lazy-client";
import type { LiveTrainingDialog as TLiveTrainingDialog } from "./live-training-dialog";

// The dialog's code loads the first time a visitor opens it, not with the page: most visits never do.
const LiveTrainingDialogView = lazyClient(() => import("./live-training-dialog").then((m) => m.LiveTrainingDialog));

/** The live training dialog, rendered from its first opening on (then it keeps its state like any dialog). */
export function LazyLiveTrainingDialog(props: ComponentProps<typeof TLiveTrainingDialog>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <LiveTrainingDialogView {...props} /> : null;
}
