import { useCallback } from "react";

/**
 * A picture of a chosen file. The object URL lives exactly as long as the <img> shows this file (React 19's
 * ref cleanup), so previews never leak memory while the owner swaps files.
 */
export function FilePreview({ file, className }: { file: Blob; className: string }) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || typeof URL.createObjectURL !== "function") return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} alt="" className={className} />;
}
