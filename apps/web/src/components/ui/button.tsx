import type { ComponentProps, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-accent-strong text-white shadow-[0_8px_24px_-8px_rgb(0_119_255/0.6)] hover:bg-accent-strong-hover active:translate-y-px',
  secondary: 'bg-ink-700 text-ink-100 hover:bg-ink-600',
  ghost: 'bg-transparent text-ink-200 hover:bg-ink-750 hover:text-ink-100',
  outline:
    'border border-ink-600 bg-transparent text-ink-100 hover:border-ink-400 hover:bg-ink-800',
  danger: 'bg-danger-strong text-white hover:brightness-110',
};

/* Minimum heights, not fixed ones: a label too long for the space (a narrow screen, larger
   text) wraps onto a second line inside the button instead of running out of it. */
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 py-1.5 px-3.5 text-sm gap-1.5 rounded-xl',
  md: 'min-h-11 py-2 px-5 text-sm gap-2 rounded-xl',
  lg: 'min-h-13 py-2.5 px-7 text-base gap-2.5 rounded-2xl',
};

/** Class names of a button, for elements that must look like one (links). */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return cn(
    'inline-flex shrink-0 select-none items-center justify-center text-center font-semibold transition duration-150',
    'disabled:pointer-events-none disabled:opacity-50',
    variants[variant],
    sizes[size],
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isLoading?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <Spinner className="[&>span:first-child]:size-4" /> : icon}
      {children}
    </button>
  );
}

export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className,
  ...props
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}

/** A square icon-only button; `label` is its accessible name. */
export function IconButton({
  label,
  className,
  children,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { label: string }) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-xl text-ink-200 transition hover:bg-ink-750 hover:text-white disabled:opacity-50',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}
