import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

/** `inverse` is the outline button for dark backgrounds. */
export type ButtonVariant = 'default' | 'destructive' | 'outline' | 'inverse' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  default: 'bg-ink text-white hover:bg-ink-dark',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  outline: 'border border-slate-300 bg-white text-ink-dark hover:bg-slate-50',
  inverse: 'border border-white bg-transparent text-white hover:bg-white/10',
  secondary: 'bg-gold text-ink-dark hover:bg-amber-300',
  ghost: 'text-ink-dark hover:bg-slate-100',
  link: 'text-ink underline-offset-4 hover:underline',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-12 px-7 text-lg',
  icon: 'h-11 w-11',
};

/** The classes of a button, for links that must look like one. */
export function buttonClasses(variant: ButtonVariant = 'default', size: ButtonSize = 'md', className?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink',
    'disabled:pointer-events-none disabled:opacity-50',
    variants[variant],
    variant === 'link' ? 'h-auto px-0' : sizes[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
