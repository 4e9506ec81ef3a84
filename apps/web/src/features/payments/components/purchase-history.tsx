/** Placeholder until its feature lands. */
export function PurchaseHistory() {
  return <div className="text-ink-300">PurchaseHistory</div>;
}
