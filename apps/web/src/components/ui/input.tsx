import type { InputHTMLAttributes } from 'react';
import { cn } from './cn';

export const fieldClasses =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-ink focus:outline-2 focus:outline-ink aria-[invalid=true]:border-red-700 disabled:opacity-60';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(fieldClasses, 'h-11', className)} {...props} />;
}
