import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { clampView, cropSquare, maxZoom, outputSide, type CropView } from "../crop-geometry";

const PREVIEW_PX = 280;
/** Image pixels moved per arrow key press, as a share of the visible square. */
const KEY_STEP = 0.05;

type PhotoCropperProps = {
  image: HTMLImageElement;
  /** JPEG for photos; PNG keeps a PNG lossless. */
  outputType: "image/jpeg" | "image/png";
  busy: boolean;
  onCancel: () => void;
  onCropped: (photo: Blob) => void;
};

function draw(
  canvas: HTMLCanvasElement,
  image: HTMLImageElement,
  view: CropView,
  side: number,
  type: string,
) {
  const context = canvas.getContext("2d");
  if (!context) return;
  const square = cropSquare(image.naturalWidth, image.naturalHeight, view);
  canvas.width = side;
  canvas.height = side;
  // JPEG has no transparency: paint white under transparent PNG areas instead of black.
  if (type === "image/jpeg") {
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, side, side);
  }
  context.imageSmoothingQuality = "high";
  context.drawImage(image, square.x, square.y, square.size, square.size, 0, 0, side, side);
}

/**
 * A square crop of the chosen photo: the largest centred square first, then a zoom slider and moving
 * the square by dragging or with the arrow keys. Zoom stops before the square drops under 120 image
 * pixels, so the cropped photo still meets spec §5's size rule.
 */
export function PhotoCropper({ image, outputType, busy, onCancel, onCropped }: PhotoCropperProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const zoomId = useId();
  const preview = useRef<HTMLCanvasElement | null>(null);
  const drag = useRef<{ x: number; y: number; view: CropView } | null>(null);
  const [view, setView] = useState<CropView>({ zoom: 1, offsetX: 0, offsetY: 0 });
  const width = image.naturalWidth;
  const height = image.naturalHeight;
  const zoomLimit = maxZoom(width, height);

  useEffect(() => {
    if (preview.current) draw(preview.current, image, view, PREVIEW_PX, outputType);
  }, [image, view, outputType]);

  const moveBy = (from: CropView, dxPreview: number, dyPreview: number) => {
    // Dragging the picture right shows more of its left side: the square moves the other way.
    const scale = cropSquare(width, height, from).size / PREVIEW_PX;
    return clampView(width, height, {
      ...from,
      offsetX: from.offsetX - dxPreview * scale,
      offsetY: from.offsetY - dyPreview * scale,
    });
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, view };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const start = drag.current;
    if (!start) return;
    setView(moveBy(start.view, event.clientX - start.x, event.clientY - start.y));
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const step = PREVIEW_PX * KEY_STEP * 2;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setView((current) => moveBy(current, move[0], move[1]));
    } else if (event.key === "+" || event.key === "=") {
      event.preventDefault();
      setView((current) => clampView(width, height, { ...current, zoom: current.zoom + 0.1 }));
    } else if (event.key === "-") {
      event.preventDefault();
      setView((current) => clampView(width, height, { ...current, zoom: current.zoom - 0.1 }));
    }
  };

  const confirm = () => {
    const square = cropSquare(width, height, view);
    const side = outputSide(square);
    const canvas = document.createElement("canvas");
    draw(canvas, image, view, side, outputType);
    canvas.toBlob((blob) => (blob ? onCropped(blob) : onCancel()), outputType, 0.9);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t("profile.photo.crop_title")}
      description={t("profile.photo.crop_description")}
    >
      <div className="flex flex-col items-center gap-5">
        <canvas
          ref={preview}
          width={PREVIEW_PX}
          height={PREVIEW_PX}
          tabIndex={0}
          role="img"
          aria-label={t("profile.photo.preview")}
          aria-describedby={hintId}
          data-testid="photo-crop-preview"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          className="size-[280px] cursor-move touch-none rounded-full bg-slate-100 ring-4 ring-brand-100 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        />
        <p id={hintId} className="text-center text-xs text-slate-500">
          {t("profile.photo.crop_hint")}
        </p>
        <div className="flex w-full flex-col gap-1.5">
          <label htmlFor={zoomId} className="text-sm font-medium text-slate-700">
            {t("profile.photo.zoom")}
          </label>
          <input
            id={zoomId}
            type="range"
            min={1}
            max={zoomLimit}
            step={0.01}
            value={view.zoom}
            disabled={zoomLimit <= 1}
            onChange={(event) =>
              setView((current) => clampView(width, height, { ...current, zoom: Number(event.target.value) }))
            }
            className="w-full accent-brand-700"
          />
        </div>
        <div className="flex w-full justify-end gap-3">
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t("profile.cancel")}
          </Button>
          <Button onClick={confirm} disabled={busy}>
            {busy ? t("profile.saving") : t("profile.photo.use")}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
