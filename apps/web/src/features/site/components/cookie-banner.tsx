/** Placeholder until its feature lands. */
export function CookieBanner(_props: { variant?: 'default' | 'compact' }) {
  return <div className="text-ink-300">CookieBanner</div>;
}
