import { clsx } from "clsx";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { ChevronEndIcon, ChevronStartIcon, ExpandIcon } from "../../../components/icons/icons";
import { Dialog } from "../../../components/ui/dialog";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { arrowStep, swipeStep } from "../gallery-gestures";

export type GalleryImage = { id: string | number; url: string };

/** Swipes on a photo: a touch (or pen) that travels far enough sideways steps through the photos. */
function useSwipe(onStep: (step: number) => void) {
  const { dir } = useLocale();
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType !== "mouse") start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const step = swipeStep({ dx: event.clientX - from.x, dy: event.clientY - from.y, dir });
      if (step !== 0) onStep(step);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}

/** Thumbnails as buttons; arrow keys move the choice and the focus along in reading direction. */
function ThumbnailStrip({
  images,
  index,
  onSelect,
  labelOf,
  className,
}: {
  images: GalleryImage[];
  index: number;
  onSelect: (index: number) => void;
  labelOf: (index: number) => string;
  className: string;
}) {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = arrowStep(event.key, dir);
    if (step === 0) return;
    event.preventDefault();
    // The viewer steps on arrow keys too; one press must move one photo.
    event.stopPropagation();
    const next = (index + step + images.length) % images.length;
    onSelect(next);
    buttons.current[next]?.focus();
  };
  return (
    <ul className={className} aria-label={t("details.gallery.thumbnails")}>
      {images.map((image, i) => (
        <li key={image.id}>
          <button
            ref={(element) => {
              buttons.current[i] = element;
            }}
            type="button"
            onClick={() => onSelect(i)}
            onKeyDown={onKeyDown}
            aria-label={labelOf(i)}
            aria-current={i === index ? "true" : undefined}
            className={clsx(
              "block w-full overflow-hidden rounded-xl ring-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
              i === index ? "ring-brand-600" : "opacity-70 ring-transparent hover:opacity-100",
            )}
          >
            <img
              src={image.url}
              alt=""
              width={200}
              height={150}
              loading="lazy"
              className="aspect-[4/3] w-full object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

const navButton =
  "absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2.5 text-slate-800 shadow-md hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * The title image and the gallery. Thumbnails are buttons; arrow keys on them, in the full-screen viewer
 * and swipes on touch screens step through the photos in reading direction (mirrored in Arabic). The
 * viewer is a modal dialog: focus stays inside, Escape closes it and focus returns to where it was.
 */
export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const { t } = useTranslation();
  const { locale, dir } = useLocale();
  const [index, setIndex] = useState(0);
  const [isViewerOpen, setIsViewerOpen] = useState(false);
  const count = images.length;
  const show = (next: number) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    return wrapped;
  };
  const go = (step: number) => show(index + step);
  const swipe = useSwipe(go);
  const current = images[index];
  if (!current) return null;

  const number = (n: number) => formatNumber(n, locale);
  const photoLabel = (i: number) =>
    t("property.gallery.photo_of", { n: number(i + 1), total: number(count) });
  const counter = t("property.gallery.counter", { n: number(index + 1), total: number(count) });

  const onViewerKeyDown = (event: KeyboardEvent) => {
    const step = arrowStep(event.key, dir);
    if (step === 0) return;
    event.preventDefault();
    go(step);
  };

  return (
    <div
      role="group"
      aria-roledescription={t("property.gallery.label")}
      aria-label={t("property.gallery.named", { title })}
      className="flex flex-col gap-3"
      data-testid="property-gallery"
    >
      <div className="relative touch-pan-y overflow-hidden rounded-3xl bg-slate-200 shadow-sm" {...swipe}>
        <img
          src={current.url}
          alt={`${title} – ${photoLabel(index)}`}
          width={1280}
          height={800}
          fetchPriority={index === 0 ? "high" : "auto"}
          draggable={false}
          className="aspect-[16/10] w-full object-cover select-none"
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t("property.gallery.previous")}
              className={clsx(navButton, "start-3")}
            >
              <ChevronStartIcon />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t("property.gallery.next")}
              className={clsx(navButton, "end-3")}
            >
              <ChevronEndIcon />
            </button>
          </>
        ) : null}
        <div className="absolute end-3 bottom-3 flex items-center gap-2">
          <span
            className="rounded-full bg-slate-950/70 px-3 py-1 text-xs font-semibold text-white"
            aria-live="polite"
            data-testid="gallery-counter"
          >
            {counter}
          </span>
          <Dialog
            open={isViewerOpen}
            onOpenChange={setIsViewerOpen}
            onKeyDown={onViewerKeyDown}
            title={t("property.gallery.named", { title })}
            hideTitle
            // A responsive width, because the dialog's own max-w-lg would win over a plain one.
            className="sm:max-w-5xl"
            trigger={
              <button
                type="button"
                data-testid="gallery-fullscreen"
                className="inline-flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-slate-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <ExpandIcon className="size-4" />
                {t("property.gallery.fullscreen")}
              </button>
            }
          >
            <div className="flex flex-col gap-3" data-testid="gallery-viewer">
              <div className="relative touch-pan-y" {...swipe}>
                <img
                  src={current.url}
                  alt={`${title} – ${photoLabel(index)}`}
                  width={1600}
                  height={1000}
                  draggable={false}
                  className="max-h-[70vh] w-full rounded-xl object-contain select-none"
                />
                {count > 1 ? (
                  <>
                    <button
                      type="button"
                      onClick={() => go(-1)}
                      aria-label={t("property.gallery.previous")}
                      className={clsx(navButton, "start-2")}
                    >
                      <ChevronStartIcon />
                    </button>
                    <button
                      type="button"
                      onClick={() => go(1)}
                      aria-label={t("property.gallery.next")}
                      className={clsx(navButton, "end-2")}
                    >
                      <ChevronEndIcon />
                    </button>
                  </>
                ) : null}
              </div>
              <p className="text-center text-sm text-slate-500" aria-live="polite">
                {counter}
              </p>
              {count > 1 ? (
                <ThumbnailStrip
                  images={images}
                  index={index}
                  onSelect={setIndex}
                  labelOf={photoLabel}
                  className="flex gap-2 overflow-x-auto pb-1 [&>li]:w-20 [&>li]:shrink-0"
                />
              ) : null}
            </div>
          </Dialog>
        </div>
      </div>
      {count > 1 ? (
        <ThumbnailStrip
          images={images}
          index={index}
          onSelect={setIndex}
          labelOf={photoLabel}
          className="grid grid-cols-4 gap-3 sm:grid-cols-6"
        />
      ) : null}
    </div>
  );
}
