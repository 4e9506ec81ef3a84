/** Placeholder until its feature lands. */
export function HomePage() {
  return <div className="mx-auto max-w-5xl px-4 py-16 text-ink-300">HomePage</div>;
}
