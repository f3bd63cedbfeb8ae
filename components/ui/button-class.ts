// The button look, apart from the Button component (./button.tsx): a link or a plain <button> of a
// page's island takes only these class names, not Button and its submit-button client code.

export type TButtonVariant = "primary" | "secondary" | "ghost" | "danger";

const VARIANTS: Record<TButtonVariant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-brand-600",
  ghost: "text-slate-700 hover:bg-slate-100 focus-visible:outline-brand-600",
  danger: "bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600",
};

export function buttonClass(variant: TButtonVariant = "primary", extra = ""): string {
  return `inline-flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${extra}`;
}
