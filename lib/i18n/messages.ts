import type { TLocale } from "./locales";

// messages/{locale}.json holds every string; areas being built in parallel keep theirs in
// messages/_parts/<area>/{locale}.json until they are merged in.
const PART_AREAS = ["training", "signup", "account", "pages", "upload"] as const;

type TMessages = { [key: string]: string | TMessages };

function deepMerge(target: TMessages, source: TMessages): TMessages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = typeof value === "object" && typeof existing === "object" ? deepMerge({ ...existing }, value) : value;
  }
  return target;
}

export async function loadMessages(locale: TLocale): Promise<TMessages> {
  const base = (await import(`../../messages/${locale}.json`)).default as TMessages;
  let merged: TMessages = { ...base };
  for (const area of PART_AREAS) {
    const part = (await import(`../../messages/_parts/${area}/${locale}.json`)).default as TMessages;
    merged = deepMerge(merged, part);
  }
  return merged;
}
