import type { TextContent } from 'pdfjs-dist/types/src/display/api';

interface Line {
  y: number;
  size: number;
  text: string;
}

/**
 * The paragraphs of a PDF page's text: runs on one baseline make a line, lines closer than 1.6
 * times their size (a wrapped sentence) make a paragraph, a wider gap or another size
 * (a heading, a footer) starts the next.
 */
export function paragraphsOf(items: TextContent['items']): string[] {
  const lines: Line[] = [];
  for (const item of items) {
    if (!('str' in item)) continue;
    const [, , c = 0, d = 0, , y = 0] = item.transform as number[];
    const size = Math.hypot(c, d) || item.height;
    const last = lines.at(-1);
    if (last && Math.abs(last.y - y) < size / 2) last.text += item.str;
    else if (item.str.trim()) lines.push({ y, size, text: item.str });
  }
  const paragraphs: Line[] = [];
  for (const line of lines) {
    const last = paragraphs.at(-1);
    const sameSize = last && Math.abs(last.size - line.size) < 0.5;
    if (last && sameSize && last.y - line.y <= last.size * 1.6) {
      last.text = `${last.text.trimEnd()} ${line.text.trim()}`;
      last.y = line.y;
    } else paragraphs.push({ ...line });
  }
  return paragraphs.map((paragraph) => paragraph.text.replace(/\s+/g, ' ').trim());
}
