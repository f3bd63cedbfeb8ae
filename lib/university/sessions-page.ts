import "server-only";
import { notFound } from "next/navigation";
import { AppError } from "@/lib/http/errors";

/** A page's read of a course or session the user may not see (or that does not exist): the 404 page, as the API answers. */
export async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 422)) notFound();
    throw error;
  }
}
