import { z } from "zod";
import { zRichText } from "@/lib/http/rich-text";
import { zText } from "@/lib/http/text";

// Forms and calls of the documentation. No "server-only": the forms validate with them.

export const DOC_NAME_MAX = 120;
export const DOC_TITLE_MAX = 200;
export const DOC_BODY_MAX = 20_000;
export const DOC_PAGE_SIZE = 25;

const ZId = z.coerce.number({ error: "Choose a category." }).int().positive("Choose a category.").max(2_147_483_647);
const ZOptionalId = z
  .union([z.literal(""), z.null(), z.coerce.number().int().min(0).max(2_147_483_647)])
  .optional()
  .transform((v) => (v === "" || v === null || v === undefined || v === 0 ? null : v));

export const ZDocCategoryInput = z.object({
  parentId: ZOptionalId,
  nameEn: zText({ min: 1, max: DOC_NAME_MAX, required: "Enter the English name." }),
  nameIt: zText({ max: DOC_NAME_MAX }).default(""),
  nameDe: zText({ max: DOC_NAME_MAX }).default(""),
  position: z.coerce.number().int().min(0).max(9999).default(0),
});
export type TDocCategoryInput = z.input<typeof ZDocCategoryInput>;

export const ZDocTopicInput = z.object({
  categoryId: ZId,
  subCategoryId: ZOptionalId,
  subSubCategoryId: ZOptionalId,
  titleEn: zText({ min: 1, max: DOC_TITLE_MAX, required: "Enter the English title." }),
  titleIt: zText({ max: DOC_TITLE_MAX }).default(""),
  titleDe: zText({ max: DOC_TITLE_MAX }).default(""),
  bodyEn: zRichText({ max: DOC_BODY_MAX }).refine((v) => v !== "", "Write the English text."),
  bodyIt: zRichText({ max: DOC_BODY_MAX }).default(""),
  bodyDe: zRichText({ max: DOC_BODY_MAX }).default(""),
  published: z.union([z.boolean(), z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1")]).default(true),
});
export type TDocTopicInput = z.input<typeof ZDocTopicInput>;

const ZFilterId = z
  .union([z.literal(""), z.coerce.number().int().min(0).max(2_147_483_647)])
  .optional()
  .transform((v) => (v === "" || v === undefined || v === 0 ? null : v));

export const ZDocSearch = z.object({
  q: zText({ max: 100 })
    .optional()
    .transform((v) => v || ""),
  category: ZFilterId,
  sub: ZFilterId,
  subsub: ZFilterId,
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type TDocSearch = z.output<typeof ZDocSearch>;

export const ZDocId = z.coerce.number({ error: "Not an id." }).int().min(1, "Not an id.").max(2_147_483_647, "Not an id.");
export const ZJsonBody = z.record(z.string(), z.unknown(), { error: "Send a JSON object." });
export const ZLangQuery = z.object({ lang: z.enum(["en", "it", "de"]).default("en") });
export const ZDocSearchQuery = ZDocSearch.extend({ lang: z.enum(["en", "it", "de"]).default("en") });
