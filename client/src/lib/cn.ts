import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (clsx) and lets a later Tailwind class beat an earlier one of the same kind
 * (tailwind-merge), so a caller's `className` overrides a component's default instead of racing
 * it in the stylesheet's order.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
