/** Placeholder until its feature lands. */
export function RoomListPage() {
  return <div className="mx-auto max-w-5xl px-4 py-16 text-ink-300">RoomListPage</div>;
}
