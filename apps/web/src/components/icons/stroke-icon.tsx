import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * A 24×24 outline icon drawn with the current text colour, as Lucide draws them. The public
 * pages draw their few icons with this instead of lucide-react, whose runtime every page
 * would otherwise download; their paths are Lucide's (ISC licence).
 */
export function StrokeIcon({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}
