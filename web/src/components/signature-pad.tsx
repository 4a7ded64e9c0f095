import { Eraser } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { SIGNATURE_MAX_SCALE, SIGNATURE_PAD } from "@atelier/contracts";
import SignaturePad from "signature_pad";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

const { width: PAD_WIDTH, height: PAD_HEIGHT } = SIGNATURE_PAD;

/**
 * Sizes the canvas's pixels to its shown size times the screen's pixel ratio, so strokes stay sharp on a
 * phone, and keeps what was drawn when the size changes (a phone turned sideways).
 */
function fitToScreen(canvas: HTMLCanvasElement, pad: SignaturePad): void {
  // A browser zoomed far in reports a large ratio: past the most the server takes, strokes are only a little softer.
  const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), SIGNATURE_MAX_SCALE);
  const { width, height } = canvas.getBoundingClientRect();
  const strokes = pad.toData();
  canvas.width = Math.round((width || PAD_WIDTH) * ratio);
  canvas.height = Math.round((height || PAD_HEIGHT) * ratio);
  canvas.getContext("2d")?.scale(ratio, ratio);
  pad.clear();
  pad.fromData(strokes);
}

/** The signature_pad library on a canvas: whether something is drawn, and the drawing as a PNG data URL. */
export function useSignaturePad() {
  const padRef = useRef<SignaturePad | null>(null);
  const [isSigned, setSigned] = useState(false);

  const canvasRef = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      if (!canvas) return;
      const pad = new SignaturePad(canvas, { penColor: "#1c1917", minWidth: 0.8, maxWidth: 2.6 });
      padRef.current = pad;
      fitToScreen(canvas, pad);
      const endStroke = () => setSigned(!pad.isEmpty());
      pad.addEventListener("endStroke", endStroke);
      const refit = () => fitToScreen(canvas, pad);
      const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(refit);
      observer?.observe(canvas);
      window.addEventListener("resize", refit);
      return () => {
        observer?.disconnect();
        window.removeEventListener("resize", refit);
        pad.removeEventListener("endStroke", endStroke);
        pad.off();
        padRef.current = null;
      };
    },
    [],
  );

  const clear = () => {
    padRef.current?.clear();
    setSigned(false);
  };
  const toDataUrl = () => (padRef.current && !padRef.current.isEmpty() ? padRef.current.toDataURL("image/png") : null);
  return { canvasRef, isSigned, clear, toDataUrl };
}

interface SignaturePadFieldProps {
  pad: ReturnType<typeof useSignaturePad>;
  error?: string;
  /** Whose signature it is: the client's own in the portal, the receiver's on a delivery. */
  label?: string;
}

/**
 * The drawing area with its state ('Pending' until a stroke, then 'Signed') and a Clear button. Shared by
 * the client portal and staff screens, so it imports nothing of either.
 */
export function SignaturePadField({ pad: { canvasRef, isSigned, clear }, error, label = "Your signature" }: SignaturePadFieldProps) {
  const id = useId();
  const [labelId, hintId, errorId] = [`${id}-label`, `${id}-hint`, `${id}-error`];
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-3">
        <span id={labelId} className="text-sm font-medium">
          {label}
        </span>
        <span aria-live="polite" className="flex items-center gap-2 text-sm">
          <span className="sr-only">Signature status:</span>
          <Badge tone={isSigned ? "success" : "info"}>{isSigned ? "Signed" : "Pending"}</Badge>
        </span>
      </div>
      <canvas
        ref={canvasRef}
        role="img"
        aria-labelledby={labelId}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        data-testid="signature-pad"
        className="aspect-[3/1] w-full max-w-[600px] touch-none rounded-md border border-dashed border-input bg-white aria-invalid:border-destructive"
        aria-invalid={error ? true : undefined}
      />
      <div className="flex items-start justify-between gap-3">
        <p id={hintId} className="text-xs text-muted-foreground">
          Draw your signature in the box with a finger, stylus or mouse.
        </p>
        <Button type="button" variant="ghost" className="min-h-11" onClick={clear} disabled={!isSigned}>
          <Eraser aria-hidden="true" />
          Clear
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
