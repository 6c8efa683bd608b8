export type ShareTarget = "whatsapp" | "facebook" | "x" | "email";

export type ShareLink = { target: ShareTarget; href: string };

/**
 * Where each share button leads: the networks' public share addresses (no SDK, no tracking script), and a
 * `mailto:` with the title as subject and the text plus the link as body.
 */
export function shareLinks({ url, title, text }: { url: string; title: string; text: string }): ShareLink[] {
  const message = `${text} ${url}`;
  return [
    { target: "whatsapp", href: `https://wa.me/?text=${encodeURIComponent(message)}` },
    { target: "facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
    {
      target: "x",
      href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
    },
    {
      target: "email",
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(message)}`,
    },
  ];
}
