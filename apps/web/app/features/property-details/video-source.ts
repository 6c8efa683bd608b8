const YOUTUBE_ID = /^[\w-]{11}$/;

/**
 * The YouTube video id of a watch, short, embed or shorts address, or null for anything else (which the
 * page offers as a plain link). Only YouTube's own hosts count, so no other site ends up in our iframe.
 */
export function youtubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.split("/")[1] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const [first, second] = url.pathname.split("/").slice(1);
    if (first === "watch") id = url.searchParams.get("v");
    else if (first === "embed" || first === "shorts" || first === "live" || first === "v")
      id = second ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The privacy-enhanced player: YouTube sets no cookies until the visitor plays the video. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
}

/** A link the page may open: http(s) only, so a `javascript:` value never becomes a clickable link. */
export function isWebLink(link: string): boolean {
  try {
    const { protocol } = new URL(link.trim());
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}
