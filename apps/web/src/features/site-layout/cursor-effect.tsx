import { useEffect, useRef, useState } from 'react';

/** A fine pointer and no request for reduced motion: only then is the effect shown. */
function cursorEffectWanted(): boolean {
  return window.matchMedia('(pointer: fine)').matches && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A soft ring that trails the mouse pointer. Decorative: hidden from assistive technology, never
 * intercepts clicks, off on touch devices and for people who ask for reduced motion.
 */
export function CursorEffect() {
  const [enabled, setEnabled] = useState(false);
  const ringRef = useRef<HTMLDivElement>(null);

  useEffect(() => setEnabled(cursorEffectWanted()), []);

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    let x = -100;
    let y = -100;
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      x = event.clientX;
      y = event.clientY;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (ringRef.current) ringRef.current.style.transform = `translate3d(${x - 16}px, ${y - 16}px, 0)`;
      });
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onMove);
    };
  }, [enabled]);

  if (!enabled) return null;
  return (
    <div
      ref={ringRef}
      aria-hidden="true"
      data-cursor-effect=""
      className="pointer-events-none fixed top-0 left-0 z-[60] h-8 w-8 rounded-full border-2 border-gold/80 transition-transform duration-100 ease-out"
      style={{ transform: 'translate3d(-100px, -100px, 0)' }}
    />
  );
}
