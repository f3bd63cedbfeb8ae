// The max-length rule of every limited text field: "warning style within 10
// characters of the limit, error style at the limit; further typing is blocked except backspace".
// Pure, so the component and its tests share it.

export const MAX_LENGTH_WARNING_WITHIN = 10;

export type TLengthState = "ok" | "warning" | "error";

/**
 * The style a field takes for its current length. An empty field is never styled, however short its
 * limit: an optional field left empty is neither a warning nor an error.
 */
export function lengthState(length: number, max: number): TLengthState {
  if (length <= 0) return "ok";
  if (length >= max) return "error";
  if (max - length <= MAX_LENGTH_WARNING_WITHIN) return "warning";
  return "ok";
}

export type TKeyPress = { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean };

/**
 * Whether a key press may go through. At (or past) the limit, a key that would type a character is
 * refused unless it replaces a selection; Backspace, Delete, arrows, Tab, Enter and shortcuts
 * (Ctrl/Cmd + key) go through. A paste is cut to the limit by the element's own maxlength.
 */
export function keyAllowed(press: TKeyPress, length: number, max: number, selected = 0): boolean {
  if (length - selected < max) return true;
  if (press.ctrlKey || press.metaKey || press.altKey) return true;
  // Named keys (Backspace, Delete, ArrowLeft, Tab, Enter…) are longer than one character.
  return press.key.length !== 1;
}

/**
 * Whether a limit is a text limit the counter applies to. A limit of 10 or fewer characters is a
 * format (a state code, a colour, a CVC, a zip): the warning band would cover the whole field, so
 * such fields keep the element's plain maxlength.
 */
export function isTextLimit(max: number | undefined): max is number {
  return typeof max === "number" && max > MAX_LENGTH_WARNING_WITHIN;
}
