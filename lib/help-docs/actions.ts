"use server";

import { assertCan } from "@/lib/auth/permissions";
import { runHelpAction } from "./run-action";
import { deleteCategory, deleteTopic, saveCategory, saveTopic } from "./save";
import type { TDocCategoryInput, TDocTopicInput } from "./schemas";

// Server actions of the documentation forms: the use-cases check the admin role and validate; a
// domain error keeps its field so the form marks the input.

const DOC_PATHS = ["/app/documentationTopics", "/app/documentations", "/app/findDocumentationTopic"];

export async function saveDocTopicAction(input: TDocTopicInput, id: number | null) {
  return runHelpAction(async ({ db, actor, now }) => {
    assertCan(actor.user, "help.content.write");
    return { id: (await saveTopic(db, actor, input, id, now)).id };
  }, DOC_PATHS);
}

export async function deleteDocTopicAction(id: number) {
  return runHelpAction(async ({ db, actor, now }) => {
    assertCan(actor.user, "help.content.write");
    return deleteTopic(db, actor, id, now);
  }, DOC_PATHS);
}

export async function saveDocCategoryAction(input: TDocCategoryInput, id: number | null) {
  return runHelpAction(async ({ db, actor, now }) => {
    assertCan(actor.user, "help.content.write");
    return { id: (await saveCategory(db, actor, input, id, now)).id };
  }, DOC_PATHS);
}

export async function deleteDocCategoryAction(id: number) {
  return runHelpAction(async ({ db, actor, now }) => {
    assertCan(actor.user, "help.content.write");
    return deleteCategory(db, actor, id, now);
  }, DOC_PATHS);
}
