"use server";

import { runAction } from "@/lib/http/action";
import { deleteCategory, deleteTopic, saveCategory, saveTopic } from "./save";
import type { TDocCategoryInput, TDocTopicInput } from "./schemas";

// Server actions of the documentation forms: only who holds help.content.write edits; the use-cases
// validate, and runAction keeps a refusal's field so the form marks the input.

const REVALIDATE = ["/app/documentationTopics", "/app/documentations", "/app/findDocumentationTopic"];

export async function saveDocTopicAction(input: TDocTopicInput, id: number | null) {
  return runAction(async ({ db, actor, now }) => ({ id: (await saveTopic(db, actor, input, id, now)).id }), { access: "help.content.write", revalidate: REVALIDATE });
}

export async function deleteDocTopicAction(id: number) {
  return runAction(async ({ db, actor, now }) => deleteTopic(db, actor, id, now), { access: "help.content.write", revalidate: REVALIDATE });
}

export async function saveDocCategoryAction(input: TDocCategoryInput, id: number | null) {
  return runAction(async ({ db, actor, now }) => ({ id: (await saveCategory(db, actor, input, id, now)).id }), { access: "help.content.write", revalidate: REVALIDATE });
}

export async function deleteDocCategoryAction(id: number) {
  return runAction(async ({ db, actor, now }) => deleteCategory(db, actor, id, now), { access: "help.content.write", revalidate: REVALIDATE });
}
