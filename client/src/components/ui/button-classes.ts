import { clsx } from 'clsx';

export type ButtonVariant =
  | 'primary'
  | 'accent'
  | 'outline'
  | 'ghost'
  | 'destructive'
  | 'link'
  | 'inverse'
  | 'outlineInverse'
  | 'outlineDestructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground hover:opacity-90 shadow-sm',
  accent: 'bg-accent text-accent-foreground hover:opacity-90 shadow-sm',
  outline: 'border border-input bg-card text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground hover:opacity-90 shadow-sm',
  link: 'text-accent underline-offset-4 hover:underline px-0',
  /** On the navy/teal hero gradients. */
  inverse:
    'bg-white text-[#0b2545] hover:bg-slate-100 shadow-sm dark:bg-teal-300 dark:text-[#062033]',
  outlineInverse: 'border border-white/80 bg-transparent text-white hover:bg-white/10',
  outlineDestructive:
    'border border-destructive bg-card text-destructive hover:bg-destructive/10 dark:text-red-300',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
  icon: 'h-11 w-11',
};

/**
 * Shared by <Button> and by links that look like buttons. Joined with clsx, not cn: no two
 * of these classes set the same property (button-classes.test.ts checks every pair against
 * tailwind-merge), and leaving tailwind-merge out keeps it off the landing page.
 */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return clsx(
    'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition',
    'disabled:cursor-not-allowed disabled:opacity-50 select-none',
    variants[variant],
    variant === 'link' ? 'min-h-11 text-sm' : sizes[size],
  );
}

export const buttonVariants = Object.keys(variants) as ButtonVariant[];
export const buttonSizes = Object.keys(sizes) as ButtonSize[];
