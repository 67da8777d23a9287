import type { ReactNode, TableHTMLAttributes, TdHTMLAttributes } from 'react';
import { cn } from './cn';

/**
 * A table that becomes one card per row on a phone (`responsive-table` in styles.css): the header
 * row is left to screen readers and each cell with a `data-label` shows that label before its
 * value, so every column and every action of a row is on screen without scrolling sideways. Cells
 * without a label (the row's name, its actions) take the card's whole width.
 */
export function ResponsiveTable({ className, ...props }: TableHTMLAttributes<HTMLTableElement>) {
  return <table className={cn('responsive-table w-full text-left', className)} {...props} />;
}

/**
 * A cell of a `ResponsiveTable` under the column `label` (shown before its value on a phone);
 * `numeric` aligns a figure right, in tabular digits.
 */
export function LabelledCell({
  label,
  numeric = false,
  className,
  ...props
}: TdHTMLAttributes<HTMLTableCellElement> & { label: string | undefined; numeric?: boolean }) {
  return (
    <td className={cn('px-3 py-2', numeric && 'text-right tabular-nums', className)} data-label={label} {...props} />
  );
}

/** Cells of figures side by side, each `[column label, value]`: numeric `LabelledCell`s. */
export function FigureCells({ figures }: { figures: [label: string, value: ReactNode][] }) {
  return (
    <>
      {figures.map(([label, value]) => (
        <LabelledCell key={label} label={label} numeric>
          {value}
        </LabelledCell>
      ))}
    </>
  );
}
