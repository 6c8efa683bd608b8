import { clsx } from "clsx";
import { useState } from "react";
import { HomeIcon } from "../icons/icons";

type BrandLogoProps = { src?: string | undefined; name: string; className?: string; inverted?: boolean };

/** A logo from settings (`web_logo`, `web_footer_logo`), or a text wordmark when there is none or it fails to load. */
export function BrandLogo({ src, name, className, inverted = false }: BrandLogoProps) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={name}
        width={160}
        height={40}
        onError={() => setFailed(true)}
        className={clsx("w-auto object-contain", className ?? "h-10")}
      />
    );
  }
  return (
    <span className={clsx("inline-flex items-center gap-2", className)}>
      <span
        className={clsx(
          "grid size-9 place-items-center rounded-xl",
          inverted ? "bg-white text-brand-800" : "bg-brand-700 text-white",
        )}
      >
        <HomeIcon className="size-5" />
      </span>
      <span
        className={clsx("text-xl font-extrabold tracking-tight", inverted ? "text-white" : "text-slate-900")}
      >
        {name}
      </span>
    </span>
  );
}
