import type { ButtonHTMLAttributes } from "react";
import { buttonClass, type TButtonVariant } from "./button-class";
import { SubmitButton } from "./submit-button";

export { buttonClass } from "./button-class";

export function Button({ variant = "primary", className = "", type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: TButtonVariant }) {
  if (type === "submit") return <SubmitButton className={buttonClass(variant, className)} {...props} />;
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
