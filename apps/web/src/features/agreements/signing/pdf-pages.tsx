import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import { ExternalLink } from 'lucide-react';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { paragraphsOf } from './pdf-text';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Every page of a PDF one below the other (pdf.js, so it reads the same on a phone as on a desktop,
 * where a browser's own viewer would not even tell us what was shown): drawn at the width of the
 * screen, or, where that would shrink its text (a phone), as its text at the size of the page's
 * own; a page without text (a scan) is drawn all the same. The document itself opens from a link.
 * `onLastPageShown` fires once the last page has been scrolled into view. With `onPick`, a click on a
 * page reports the spot (page, and x and y as fractions of the page); `pins` are drawn on their pages.
 */
export function PdfPages({
  data,
  onLastPageShown,
  documentLabel = 'Open the agreement (PDF)',
  onPick,
  pins = [],
}: {
  data: Uint8Array;
  onLastPageShown: () => void;
  documentLabel?: string;
  onPick?: (spot: PageSpot) => void;
  pins?: (PageSpot & { label: string })[];
}) {
  const container = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [sized, setSized] = useState(false);
  /** Per page: its paragraphs when it is shown as text, else null (drawn). */
  const [texts, setTexts] = useState<(string[] | null)[]>([]);
  /** Per page: its width / height, kept by a page shown as text so the document is as long as drawn. */
  const [shapes, setShapes] = useState<number[]>([]);
  const documentUrl = useObjectUrl(data);

  useEffect(() => {
    // pdf.js takes the buffer over: hand it a copy so a second render still has the bytes.
    const task = getDocument({ data: data.slice() });
    task.promise.then(setPdf, () => setFailed(true));
    return () => void task.destroy();
  }, [data]);

  useEffect(() => {
    const root = container.current;
    if (!pdf || !root) return;
    let cancelled = false;
    const readTexts = async () => {
      const pageTexts: (string[] | null)[] = [];
      const pageShapes: number[] = [];
      for (let number = 1; number <= pdf.numPages; number += 1) {
        const page = await pdf.getPage(number);
        // Narrower than the page at its own size: its text would be drawn smaller than printed.
        const { width, height } = page.getViewport({ scale: 1 });
        pageShapes.push(width / height);
        const narrow = root.clientWidth < width;
        const paragraphs = narrow ? paragraphsOf((await page.getTextContent()).items) : [];
        pageTexts.push(paragraphs.length > 0 ? paragraphs : null);
      }
      if (cancelled) return;
      setShapes(pageShapes);
      setTexts(pageTexts);
    };
    void readTexts();
    return () => {
      cancelled = true;
    };
  }, [pdf]);

  useEffect(() => {
    const root = container.current;
    if (!pdf || !root || texts.length !== pdf.numPages) return;
    let cancelled = false;
    const render = async () => {
      const width = root.clientWidth;
      const ratio = window.devicePixelRatio || 1;
      const pages = [];
      // Every page gets its real height first, so the last one is only in view once scrolled to.
      for (let number = 1; number <= pdf.numPages && !cancelled; number += 1) {
        const canvas = root.querySelector<HTMLCanvasElement>(`canvas[data-page="${number}"]`);
        if (!canvas) continue;
        const page = await pdf.getPage(number);
        const viewport = page.getViewport({ scale: (width / page.getViewport({ scale: 1 }).width) * ratio });
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        pages.push({ page, viewport, canvas });
      }
      if (cancelled) return;
      setSized(true);
      for (const { page, viewport, canvas } of pages) {
        if (cancelled) return;
        await page.render({ canvas, viewport }).promise;
      }
    };
    void render();
    return () => {
      cancelled = true;
    };
  }, [pdf, texts]);

  useEffect(() => {
    const last = sized && pdf && container.current?.querySelector(`[data-page-frame="${pdf.numPages}"]`);
    if (!last) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onLastPageShown();
      }
    });
    observer.observe(last);
    return () => observer.disconnect();
  }, [pdf, sized, onLastPageShown]);

  if (failed) return <p className="text-red-700">The document could not be shown. Reload the page to try again.</p>;
  return (
    <div ref={container} className="space-y-4" aria-busy={!sized} data-testid="pdf-pages">
      {documentUrl && (
        <a href={documentUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')}>
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          {documentLabel}
        </a>
      )}
      {!sized && <p className="text-slate-700">Loading the document…</p>}
      {pdf &&
        texts.length === pdf.numPages &&
        Array.from({ length: pdf.numPages }, (_, index) => (
          <figure
            key={index}
            data-page-frame={index + 1}
            className={`relative overflow-hidden rounded border border-slate-300 bg-white shadow-sm ${onPick ? 'cursor-crosshair' : ''}`}
            onClick={
              onPick &&
              ((event) => {
                const box = event.currentTarget.getBoundingClientRect();
                const fraction = (value: number) => Math.min(Math.max(value, 0), 1);
                onPick({
                  page: index + 1,
                  x: fraction((event.clientX - box.left) / box.width),
                  y: fraction((event.clientY - box.top) / box.height),
                });
              })
            }
          >
            {pins
              .filter((pin) => pin.page === index + 1)
              .map((pin) => (
                <span
                  key={pin.label}
                  data-testid="pin"
                  className="absolute z-10 -translate-x-1/2 -translate-y-1/2 rounded-full bg-amber-500 px-2 py-0.5 text-xs font-bold text-white shadow"
                  style={{ left: `${pin.x * 100}%`, top: `${pin.y * 100}%` }}
                >
                  {pin.label}
                </span>
              ))}
            {texts[index] ? (
              <div
                className="space-y-3 p-4 text-base leading-relaxed text-ink-dark"
                // At least the page's own shape, longer when its text needs more room.
                style={{ aspectRatio: shapes[index] }}
                data-page-text={index + 1}
              >
                {texts[index].map((paragraph, line) => (
                  <p key={line}>{paragraph}</p>
                ))}
              </div>
            ) : (
              <canvas
                data-page={index + 1}
                className="block h-auto w-full"
                aria-label={`Page ${index + 1} of ${pdf.numPages}`}
              />
            )}
            <figcaption className="border-t border-slate-200 px-3 py-1 text-xs text-slate-600">
              Page {index + 1} of {pdf.numPages}
            </figcaption>
          </figure>
        ))}
    </div>
  );
}

/** A spot on a page: the page number, and x and y as fractions of its width and height. */
export interface PageSpot {
  page: number;
  x: number;
  y: number;
}

/** A URL for the document's bytes while the page shows them, so the reader can open the file itself. */
function useObjectUrl(data: Uint8Array): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(new Blob([data.slice()], { type: 'application/pdf' }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [data]);
  return url;
}
