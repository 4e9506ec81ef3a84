/** Placeholder until its feature lands. */
export function Header(_props: { variant?: 'default' | 'compact' }) {
  return <div className="text-ink-300">Header</div>;
}
