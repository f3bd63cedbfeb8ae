"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { runAction } from "@/lib/http/action";
import { importNcesUploadSlice, previewNcesUpload } from "./nces-upload";

// Server actions of /app/schools/import (admins only: the use-cases check it).

const ZUploadId = z.string().trim().min(1).max(64);
const ZSlice = z.object({
  uploadId: ZUploadId,
  from: z.number().int().min(0),
  sofar: z.object({ inserted: z.number().int().min(0), updated: z.number().int().min(0) }),
});

export async function previewNcesAction(uploadId: string) {
  return runAction(({ db, actor }) => previewNcesUpload(db, actor, ZUploadId.parse(uploadId)), { access: "institution.write" });
}

export async function importNcesSliceAction(input: z.input<typeof ZSlice>) {
  const result = await runAction(({ db, actor, now }) => importNcesUploadSlice(db, actor, ZSlice.parse(input), now), { access: "institution.write" });
  if (result.ok && result.data.finished) {
    revalidatePath("/app/schools");
    revalidatePath("/app/schooldistrict");
  }
  return result;
}
