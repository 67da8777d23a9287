import type { TextareaHTMLAttributes } from 'react';
import { cn } from './cn';
import { fieldClasses } from './input';

export function Textarea({ className, rows = 5, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea rows={rows} className={cn(fieldClasses, className)} {...props} />;
}
