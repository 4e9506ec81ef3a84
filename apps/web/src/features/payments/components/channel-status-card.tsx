/** Placeholder until its feature lands. */
export function ChannelStatusCard() {
  return <div className="text-ink-300">ChannelStatusCard</div>;
}
