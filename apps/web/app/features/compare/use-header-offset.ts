import { useEffect, useState } from "react";

/**
 * The height of the site's sticky header, kept current as it wraps (phones, Arabic), so headers that
 * stick below it are never hidden behind it. 0 on the server and before the first measurement.
 */
export function useHeaderOffset(): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const header = document.querySelector("header");
    if (!header) return;
    const measure = () => setOffset(header.getBoundingClientRect().height);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return offset;
}
