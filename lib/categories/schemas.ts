import { z } from "zod";
import { zText } from "@/lib/http/text";
import { LOCALES } from "@/lib/i18n/locales";
import { HEX_COLOR } from "./rules";

// Inputs of the category screens, shared by the server actions, the API and the forms.

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZColor = z
  .string()
  .trim()
  .regex(HEX_COLOR, "Use a colour like #1d4ed8.")
  .transform((c) => c.toLowerCase());
const ZName = zText({ min: 1, max: 80, required: "Enter a name." });
const ZDescription = zText({ max: 500, multiline: true });

/** A new sub-category of an ASCA category, for the manager's school or district. */
export const ZSubcategoryCreate = z.object({
  parent_id: ZId,
  scope: z.enum(["district", "school"]),
  name: ZName,
  description: ZDescription.default(""),
  color: ZColor.optional(),
});

/** Rename, describe, recolour, deactivate or reactivate one of the manager's sub-categories. */
export const ZSubcategoryUpdate = z.object({
  id: ZId,
  name: ZName,
  description: ZDescription.default(""),
  color: ZColor,
  active: z.boolean(),
});

export const ZCategoryColor = z.object({ category_id: ZId, color: ZColor });

/** "Reset to default" of a shared ASCA category's colour. */
export const ZCategoryColorReset = z.object({ category_id: ZId });

/**
 * GET /api/v1/category?lang=: the seeded ASCA names, examples and group names in that language;
 * without it, the stored (English) names, as integrations read them.
 */
const ZLang = z.enum(LOCALES, "Choose en, it or de.").optional();
export const ZCategoryQuery = z.object({ lang: ZLang });

/** GET /api/v1/subcategory?parent_id=[&lang=] */
export const ZSubcategoryQuery = z.object({ parent_id: ZId, lang: ZLang });

export type TSubcategoryCreate = z.input<typeof ZSubcategoryCreate>;
export type TSubcategoryUpdate = z.input<typeof ZSubcategoryUpdate>;
export type TCategoryColorInput = z.input<typeof ZCategoryColor>;
export type TCategoryColorResetInput = z.input<typeof ZCategoryColorReset>;

/** The API shape of a category (snake_case, as the spec's client reads it). */
export type TCategoryJson = {
  id: number;
  name: string;
  description: string | null;
  color: string;
  parent_id: number | null;
  edition: number;
  scope: "asca" | "district" | "school";
  group: { key: string; name: string; target_kind: string };
};
