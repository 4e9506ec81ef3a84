/** Placeholder until its feature lands. */
export function SkipLink(_props: { variant?: 'default' | 'compact' }) {
  return <div className="text-ink-300">SkipLink</div>;
}
