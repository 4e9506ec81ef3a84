/** Placeholder until its feature lands. */
export function Footer(_props: { variant?: 'default' | 'compact' }) {
  return <div className="text-ink-300">Footer</div>;
}
