/** Placeholder until its feature lands. */
export function NotFound() {
  return <div className="mx-auto max-w-5xl px-4 py-16 text-ink-300">NotFound</div>;
}
