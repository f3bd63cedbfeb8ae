"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { ZClientId } from "@/lib/clients/schemas";
import { runAction } from "@/lib/http/action";
import { eraseStudent } from "./erase-student";

// The student page's erase button: the same use-case as POST /api/v1/client/{id}/erase.
const ZEraseInput = ZClientId.extend({ confirm: z.literal(true) });

/** Erases what identifies one student (confirmed in a dialog) → TEraseResult. */
export async function eraseStudentAction(input: unknown) {
  const result = await runAction(
    ({ db, actor, now }) => {
      const { id } = ZEraseInput.parse(input);
      return eraseStudent(db, actor, id, now);
    },
    { access: "student.erase" },
  );
  if (result.ok) revalidatePath("/app/studentsGroups/[type]", "layout");
  return result;
}
