"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { deleteFile } from "./delete-file";

/** The "My files" page's Delete. */
export async function deleteFileAction(id: string) {
  const result = await runAction(({ db, actor }) => deleteFile(db, actor, id), { access: "file.write" });
  if (result.ok) revalidatePath("/app/user/files");
  return result;
}
