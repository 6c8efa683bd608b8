import { useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { isWebLink, youtubeEmbedUrl, youtubeVideoId } from "../video-source";
import { PlayIcon } from "../../../components/icons/icons";

/**
 * The listing's video. A YouTube link becomes the privacy-enhanced player, but only after a click, so
 * nothing loads from YouTube for visitors who do not play it; any other web address is a plain link.
 */
export function VideoPlayer({ link, title }: { link: string; title: string }) {
  const { t } = useTranslation();
  const [isPlaying, setIsPlaying] = useState(false);
  const id = youtubeVideoId(link);
  if (!id) {
    if (!isWebLink(link)) return null;
    return (
      <div className="grid aspect-video place-items-center rounded-3xl bg-slate-900 p-6 text-center">
        <a
          href={link.trim()}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <PlayIcon className="size-5" />
          {t("details.video.watch")}
        </a>
      </div>
    );
  }
  if (isPlaying) {
    return (
      <iframe
        src={youtubeEmbedUrl(id)}
        title={t("details.video.frame_title", { title })}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video w-full rounded-3xl bg-slate-900"
      />
    );
  }
  return (
    <div className="flex aspect-video flex-col items-center justify-center gap-3 rounded-3xl bg-slate-900 p-6 text-center">
      <button
        type="button"
        onClick={() => setIsPlaying(true)}
        data-testid="video-play"
        className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <PlayIcon className="size-5" />
        {t("details.video.play")}
      </button>
      <p className="max-w-sm text-xs text-slate-300">{t("details.video.privacy")}</p>
    </div>
  );
}
