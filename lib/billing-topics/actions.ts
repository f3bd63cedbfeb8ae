"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { createTopic, deleteTopic, moveTopic, setPublished, updateTopic, type TTopicInput } from "./topics";

function done<T>(result: T): T {
  revalidatePath("/app/billingTopics");
  revalidatePath("/app/user/billing");
  return result;
}

export async function createTopicAction(input: TTopicInput) {
  return done(await runAction(({ db, actor, now }) => createTopic(db, actor, input, now), { access: "billingTopic.write" }));
}

export async function updateTopicAction(input: { id: number; topic: TTopicInput }) {
  return done(await runAction(({ db, actor, now }) => updateTopic(db, actor, input?.id, input?.topic, now), { access: "billingTopic.write" }));
}

export async function publishTopicAction(input: { id: number; published: boolean }) {
  return done(await runAction(({ db, actor, now }) => setPublished(db, actor, input?.id, input?.published === true, now), { access: "billingTopic.write" }));
}

export async function moveTopicAction(input: { id: number; direction: "up" | "down" }) {
  return done(await runAction(({ db, actor, now }) => moveTopic(db, actor, input?.id, { direction: input?.direction }, now), { access: "billingTopic.write" }));
}

export async function deleteTopicAction(input: { id: number }) {
  return done(await runAction(({ db, actor, now }) => deleteTopic(db, actor, input?.id, now), { access: "billingTopic.write" }));
}
