import { cn } from '../../../../lib/cn';

/** The title and intro of a home page section. */
export function SectionHeading({
  id,
  title,
  intro,
  className,
}: {
  id: string;
  title: string;
  intro?: string;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto mb-10 max-w-2xl text-center sm:mb-14', className)}>
      <h2
        id={id}
        className="font-display text-3xl font-extrabold text-white text-balance sm:text-4xl"
      >
        {title}
      </h2>
      {intro ? (
        <p className="mt-4 text-base leading-relaxed text-ink-300 sm:text-lg">{intro}</p>
      ) : null}
    </div>
  );
}
