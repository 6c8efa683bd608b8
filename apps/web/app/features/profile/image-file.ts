/** Decodes a chosen file in the browser, to measure it and draw it; rejects what is not an image. */
export function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error("not a readable image"));
    };
    image.src = url;
  });
}

/** Frees the memory behind an image made by loadImage. */
export function releaseImage(image: HTMLImageElement): void {
  if (image.src.startsWith("blob:")) URL.revokeObjectURL(image.src);
}
