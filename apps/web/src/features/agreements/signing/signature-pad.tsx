import { useRef, type PointerEvent } from 'react';
import { Button } from '../../../components/ui/button';

/** An optional hand-drawn signature (finger, pen or mouse), handed over as a PNG data URL. */
export function SignaturePad({ onChange }: { onChange: (png: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const target = event.currentTarget;
    const box = target.getBoundingClientRect();
    return [
      ((event.clientX - box.left) * target.width) / box.width,
      ((event.clientY - box.top) * target.height) / box.height,
    ];
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const [x = 0, y = 0] = point(event);
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.strokeStyle = '#0f172a';
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const [x = 0, y = 0] = point(event);
    const context = event.currentTarget.getContext('2d');
    context?.lineTo(x, y);
    context?.stroke();
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(canvas.current?.toDataURL('image/png') ?? null);
  };
  const clear = () => {
    const target = canvas.current;
    target?.getContext('2d')?.clearRect(0, 0, target.width, target.height);
    onChange(null);
  };

  return (
    <div className="space-y-2">
      <canvas
        ref={canvas}
        width={600}
        height={160}
        aria-label="Draw your signature (optional)"
        className="block h-32 w-full touch-none rounded-md border border-slate-400 bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
      />
      <Button variant="outline" size="sm" onClick={clear}>
        Clear drawing
      </Button>
    </div>
  );
}
