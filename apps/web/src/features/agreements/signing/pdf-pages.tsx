import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Every page of a PDF drawn one below the other at the width of the screen (pdf.js, so it reads
 * the same on a phone as on a desktop, where a browser's own viewer would not even tell us what was
 * shown). `onLastPageShown` fires once the last page has been scrolled into view.
 */
export function PdfPages({ data, onLastPageShown }: { data: Uint8Array; onLastPageShown: () => void }) {
  const container = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [sized, setSized] = useState(false);

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
    const render = async () => {
      const width = root.clientWidth;
      const ratio = window.devicePixelRatio || 1;
      const pages = [];
      // Every page gets its real height first, so the last one is only in view once scrolled to.
      for (let number = 1; number <= pdf.numPages && !cancelled; number += 1) {
        const page = await pdf.getPage(number);
        const viewport = page.getViewport({ scale: (width / page.getViewport({ scale: 1 }).width) * ratio });
        const canvas = root.querySelector<HTMLCanvasElement>(`canvas[data-page="${number}"]`);
        if (!canvas) return;
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
  }, [pdf]);

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
    <div ref={container} className="space-y-4" aria-busy={!pdf} data-testid="pdf-pages">
      {!pdf && <p className="text-slate-700">Loading the document…</p>}
      {pdf &&
        Array.from({ length: pdf.numPages }, (_, index) => (
          <figure
            key={index}
            data-page-frame={index + 1}
            className="overflow-hidden rounded border border-slate-300 bg-white shadow-sm"
          >
            <canvas
              data-page={index + 1}
              className="block h-auto w-full"
              aria-label={`Page ${index + 1} of ${pdf.numPages}`}
            />
            <figcaption className="border-t border-slate-200 px-3 py-1 text-xs text-slate-600">
              Page {index + 1} of {pdf.numPages}
            </figcaption>
          </figure>
        ))}
    </div>
  );
}
