import { avatarHex } from '@parlor/contracts';
import { cn } from '../../lib/cn';

/** A round avatar in the user's palette colour with their initial. */
export function Avatar({
  name,
  color,
  size = 48,
  className,
}: {
  name: string;
  color: string | null | undefined;
  size?: number;
  className?: string;
}) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const hex = avatarHex(color);
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-display font-bold text-white',
        className,
      )}
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.42),
        background: `radial-gradient(circle at 30% 25%, ${hex}ee, ${hex} 55%, ${hex}aa)`,
        boxShadow: `0 0 0 3px ${hex}33`,
      }}
    >
      {initial}
    </span>
  );
}
