import type { ReactNode } from "react";

const sizes = {
  sm: { px: 32, className: "size-8" },
  md: { px: 56, className: "size-14" },
  lg: { px: 80, className: "size-20" },
  xl: { px: 112, className: "size-28" },
} as const;

/** A round profile picture; decorative (the name sits next to it), with a fallback when there is none. */
export function Avatar({
  src,
  size,
  fallback,
}: {
  src: string;
  size: keyof typeof sizes;
  fallback: ReactNode;
}) {
  const { px, className } = sizes[size];
  if (!src) {
    return (
      <span
        className={`grid ${className} shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700`}
      >
        {fallback}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={px}
      height={px}
      loading="lazy"
      className={`${className} shrink-0 rounded-full bg-slate-100 object-cover ring-4 ring-brand-50`}
    />
  );
}
