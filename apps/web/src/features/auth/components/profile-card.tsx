/** Placeholder until its feature lands. */
export function ProfileCard() {
  return <div className="text-ink-300">ProfileCard</div>;
}
