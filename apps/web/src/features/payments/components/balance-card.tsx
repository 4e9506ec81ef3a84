/** Placeholder until its feature lands. */
export function BalanceCard() {
  return <div className="text-ink-300">BalanceCard</div>;
}
