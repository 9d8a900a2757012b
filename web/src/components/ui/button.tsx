import { Slot } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '#web/lib/cn.ts';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-300 disabled:text-slate-600',
  secondary: 'border border-slate-300 bg-white text-ink hover:bg-slate-100 disabled:text-slate-500',
  ghost: 'text-brand-800 hover:bg-brand-50 disabled:text-slate-500',
  danger: 'text-red-800 hover:bg-red-50',
} as const;

const sizes = {
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-6 text-base',
  sm: 'min-h-9 px-3 text-sm',
  icon: 'h-10 w-10',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (a link) with the button's look. */
  asChild?: boolean;
  /** React 19 passes `ref` as a prop: a caller can move focus to the button. */
  ref?: Ref<HTMLButtonElement> | undefined;
}

export function Button({ variant = 'primary', size = 'md', asChild = false, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
