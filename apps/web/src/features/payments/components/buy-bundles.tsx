/** Placeholder until its feature lands. */
export function BuyBundles() {
  return <div className="text-ink-300">BuyBundles</div>;
}
