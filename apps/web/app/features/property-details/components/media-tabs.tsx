import { useState, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { TabList, tabPanelProps, type TabItem } from "../../../components/ui/tabs";
import { VideoPlayer } from "./video-player";

type MediaView = "photos" | "three_d" | "video";

/**
 * The listing's photos (the gallery the route hands in, null without photos), its 3D image and its
 * video, each in its own tab; with photos only, just the gallery. The video tab mounts its player only
 * when chosen, so nothing of it loads before.
 */
export function MediaTabs({
  photos,
  threeDImage,
  videoLink,
  title,
}: {
  photos: ReactNode;
  threeDImage: string;
  videoLink: string;
  title: string;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<MediaView>(photos ? "photos" : threeDImage ? "three_d" : "video");
  const items: TabItem<MediaView>[] = [
    ...(photos ? [{ value: "photos" as const, label: t("details.media.photos") }] : []),
    ...(threeDImage ? [{ value: "three_d" as const, label: t("details.media.three_d") }] : []),
    ...(videoLink.trim() ? [{ value: "video" as const, label: t("details.media.video") }] : []),
  ];
  if (items.length === 0) return null;
  if (items.length === 1 && view === "photos") return photos;

  const idPrefix = "property-media";
  return (
    <section
      aria-label={t("details.media.label")}
      className="flex flex-col gap-3"
      data-testid="property-media"
    >
      {items.length > 1 ? (
        <TabList
          idPrefix={idPrefix}
          label={t("details.media.label")}
          items={items}
          value={view}
          onChange={setView}
          className="self-start"
        />
      ) : null}
      {photos ? (
        <div {...tabPanelProps(idPrefix, "photos", view)} tabIndex={-1}>
          {photos}
        </div>
      ) : null}
      {threeDImage ? (
        <div {...tabPanelProps(idPrefix, "three_d", view)} tabIndex={-1}>
          {view === "three_d" ? (
            <figure className="overflow-hidden rounded-3xl bg-slate-900">
              <img
                src={threeDImage}
                alt={t("details.media.three_d_alt", { title })}
                width={1600}
                height={800}
                className="max-h-[70vh] w-full object-contain"
                data-testid="three-d-image"
              />
              <figcaption className="flex justify-end p-3">
                <a
                  href={threeDImage}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-slate-800 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {t("details.media.open_full")}
                </a>
              </figcaption>
            </figure>
          ) : null}
        </div>
      ) : null}
      {videoLink.trim() ? (
        <div {...tabPanelProps(idPrefix, "video", view)} tabIndex={-1}>
          {view === "video" ? <VideoPlayer link={videoLink} title={title} /> : null}
        </div>
      ) : null}
    </section>
  );
}
