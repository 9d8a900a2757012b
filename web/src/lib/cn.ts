import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Components avoid passing conflicting utilities instead of shipping a
 * class-merging library to every page.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
