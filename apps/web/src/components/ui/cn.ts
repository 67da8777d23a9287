import { clsx, type ClassValue } from 'clsx';

/** Joins class names, skipping falsy ones (a variant's classes come before the caller's). */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
