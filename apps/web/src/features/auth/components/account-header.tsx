/** Placeholder until its feature lands. */
export function AccountHeader() {
  return <div className="text-ink-300">AccountHeader</div>;
}
