import { clsx } from "clsx";
import { useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { ChevronEndIcon, ChevronStartIcon, ExpandIcon } from "../../../components/icons/icons";
import { Dialog } from "../../../components/ui/dialog";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";

export type GalleryImage = { id: string | number; url: string };

/**
 * The title image and the gallery: thumbnails are buttons, arrow keys on them step through the
 * photos (in reading direction, so mirrored in Arabic) and move focus along, and a dialog shows the
 * current photo full size.
 */
export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const { t } = useTranslation();
  const { locale, dir } = useLocale();
  const [index, setIndex] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = images[index];
  if (!current) return null;

  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const show = (next: number) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    return wrapped;
  };
  const number = (n: number) => formatNumber(n, locale);
  const photoLabel = (i: number) =>
    t("property.gallery.photo_of", { n: number(i + 1), total: number(count) });
  /** +1 for the arrow pointing to the end of the line (right in English, left in Arabic), -1 for the other, else 0. */
  const arrowStep = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return 0;
    return (event.key === "ArrowRight") === (dir === "ltr") ? 1 : -1;
  };
  const onThumbnailKeyDown = (event: KeyboardEvent) => {
    const step = arrowStep(event);
    if (step === 0) return;
    event.preventDefault();
    thumbnails.current[show(index + step)]?.focus();
  };
  const onDialogKeyDown = (event: KeyboardEvent) => {
    const step = arrowStep(event);
    if (step === 0) return;
    event.preventDefault();
    go(step);
  };

  const navButton =
    "absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2.5 text-slate-800 shadow-md hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600";

  return (
    <div
      role="group"
      aria-roledescription={t("property.gallery.label")}
      aria-label={t("property.gallery.named", { title })}
      className="flex flex-col gap-3"
      data-testid="property-gallery"
    >
      <div className="relative overflow-hidden rounded-3xl bg-slate-200 shadow-sm">
        <img
          src={current.url}
          alt={`${title} – ${photoLabel(index)}`}
          width={1280}
          height={800}
          fetchPriority={index === 0 ? "high" : "auto"}
          className="aspect-[16/10] w-full object-cover"
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
          >
            {t("property.gallery.counter", { n: number(index + 1), total: number(count) })}
          </span>
          <Dialog
            onKeyDown={onDialogKeyDown}
            title={title}
            hideTitle
            className="max-w-5xl p-3 sm:p-4"
            trigger={
              <button
                type="button"
                className="inline-flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-slate-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <ExpandIcon className="size-4" />
                {t("property.gallery.fullscreen")}
              </button>
            }
          >
            <div className="relative">
              <img
                src={current.url}
                alt={`${title} – ${photoLabel(index)}`}
                width={1600}
                height={1000}
                className="max-h-[75vh] w-full rounded-xl object-contain"
              />
              {count > 1 ? (
                <div className="mt-3 flex items-center justify-between">
                  <button
                    type="button"
                    onClick={() => go(-1)}
                    className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <ChevronStartIcon className="size-4" />
                    {t("property.gallery.previous")}
                  </button>
                  <span className="text-sm text-slate-500">
                    {t("property.gallery.counter", { n: number(index + 1), total: number(count) })}
                  </span>
                  <button
                    type="button"
                    onClick={() => go(1)}
                    className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {t("property.gallery.next")}
                    <ChevronEndIcon className="size-4" />
                  </button>
                </div>
              ) : null}
            </div>
          </Dialog>
        </div>
      </div>
      {count > 1 ? (
        <ul className="grid grid-cols-4 gap-3 sm:grid-cols-6">
          {images.map((image, i) => (
            <li key={image.id}>
              <button
                ref={(element) => {
                  thumbnails.current[i] = element;
                }}
                type="button"
                onClick={() => setIndex(i)}
                onKeyDown={onThumbnailKeyDown}
                aria-label={photoLabel(i)}
                aria-current={i === index ? "true" : undefined}
                className={clsx(
                  "block w-full overflow-hidden rounded-xl ring-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  i === index ? "ring-brand-600" : "opacity-80 ring-transparent hover:opacity-100",
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
      ) : null}
    </div>
  );
}
