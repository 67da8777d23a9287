import type { SelectHTMLAttributes } from 'react';
import { cn } from '../../components/ui/cn';
import { fieldClasses } from '../../components/ui/input';

/** A native select styled like the inputs; options are values, optionally with labels. */
export function Select({
  options,
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { options: readonly (string | { value: string; label: string })[] }) {
  return (
    <select className={cn(fieldClasses, 'h-11', className)} {...props}>
      {options.map((option) => {
        const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </select>
  );
}
