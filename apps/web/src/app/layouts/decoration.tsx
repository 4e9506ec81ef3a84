/** The decorative glow at the top of the home and account pages. */
export function TopDecoration() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[560px] overflow-hidden"
    >
      <div className="absolute -top-40 left-1/2 h-[520px] w-[1100px] -translate-x-1/2 rounded-full bg-[radial-gradient(ellipse_at_center,rgb(0_119_255/0.28),transparent_65%)] blur-2xl" />
      <div className="absolute -top-24 left-[12%] h-72 w-72 rounded-full bg-[radial-gradient(circle,rgb(141_92_246/0.25),transparent_70%)] blur-2xl" />
      <div className="absolute top-10 right-[8%] h-64 w-64 rounded-full bg-[radial-gradient(circle,rgb(232_74_255/0.16),transparent_70%)] blur-2xl" />
      <div className="absolute inset-0 bg-[linear-gradient(to_bottom,transparent_60%,var(--color-ink-900))]" />
    </div>
  );
}
