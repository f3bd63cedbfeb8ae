"use server";

import { headers } from "next/headers";
import { runAction } from "@/lib/http/action";
import { siteOrigin } from "@/lib/pages/origin";
import { feedUrl, issueFeed, revokeFeed } from "./feed";

// The "Subscribe" part of the calendar's feed panel:
//   issueFeedAction()  → TActionResult<{ url }>        a new private URL (the previous one stops working)
//   revokeFeedAction() → TActionResult<{ revoked }>    the URL answers 404 from now on

export async function issueFeedAction() {
  return runAction(async ({ db, actor, now }) => {
    const { token } = await issueFeed(db, actor, now);
    return { url: feedUrl(siteOrigin(await headers()), token) };
  });
}

export async function revokeFeedAction() {
  return runAction(({ db, actor }) => revokeFeed(db, actor));
}
