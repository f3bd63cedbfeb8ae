/** Five stars, the first `stars` filled; hidden from screen readers (the text beside them says the number). */
export function StarsText({ stars }: { stars: number }) {
  const n = Math.max(0, Math.min(5, Math.round(stars)));
  return (
    <span aria-hidden="true" className="text-amber-500">
      {"★".repeat(n)}
      <span className="text-slate-300">{"★".repeat(5 - n)}</span>
    </span>
  );
}
