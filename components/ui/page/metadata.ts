import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/**
 * A page whose <title> is one message of its namespace, "title" unless named:
 *   export const generateMetadata = titleMetadata("institutions.districts");
 * `extra` adds fixed fields (robots, referrer) to every answer.
 */
export function titleMetadata(namespace: string, key = "title", extra?: Omit<Metadata, "title">) {
  return async function generateMetadata(): Promise<Metadata> {
    return { title: (await getTranslations(namespace))(key), ...extra };
  };
}
