import pLimit from "p-limit";
import sharp, { type Sharp, type SharpOptions } from "sharp";

/** What an image's header says, read without decoding a single pixel. */
export type ImageHeader = {
  format: string;
  width: number;
  height: number;
  /** Size once turned upright by its EXIF orientation. */
  uprightWidth: number;
  uprightHeight: number;
};

export type ImageLimits = {
  /** Image pipelines at once, process-wide. */
  concurrency: number;
  maxPixels: number;
  maxSidePx: number;
};

/** An image whose header was fine but whose data could not be decoded (truncated, corrupt): the sender's fault. */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super("the image data could not be decoded", { cause });
    this.name = "UnreadableImageError";
  }
}

/**
 * One queue for the whole process, whichever app instance uses it: sharp's work runs on libuv's small thread pool
 * (4 threads), which file reads, DNS and password hashing share, so a burst of uploads must never hold all of it.
 */
const slots = pLimit(1);

/**
 * Image work with bounded cost: headers checked against the configured size before anything is decoded, and every
 * pipeline run in one of `concurrency` slots, each on a single libvips thread, so uploads take at most that many
 * cores and search keeps the rest.
 */
export function createImageWork(limits: ImageLimits) {
  slots.concurrency = limits.concurrency;
  // libvips would otherwise start one thread per core for every pipeline, and keep decoded images in a cache that
  // unique uploads never hit.
  sharp.concurrency(1);
  sharp.cache(false);

  /** A pipeline that refuses to decode more than the limit, whatever the header said (a second line of defence). */
  function open(input: string | Buffer, options: SharpOptions = {}): Sharp {
    return sharp(input, { limitInputPixels: limits.maxPixels, ...options });
  }

  return {
    limits,

    /** The header of the file, or null when it is not an image sharp can read. Decodes nothing. */
    async readHeader(path: string): Promise<ImageHeader | null> {
      try {
        // The pixel limit is checked here, by us, so that "too large" and "not an image" get different answers.
        const metadata = await sharp(path, { limitInputPixels: false }).metadata();
        if (!metadata.width || !metadata.height) return null;
        return {
          format: metadata.format,
          width: metadata.width,
          height: metadata.height,
          uprightWidth: metadata.autoOrient?.width ?? metadata.width,
          uprightHeight: metadata.autoOrient?.height ?? metadata.height,
        };
      } catch {
        return null;
      }
    },

    isTooLarge(header: ImageHeader): boolean {
      return (
        header.width > limits.maxSidePx ||
        header.height > limits.maxSidePx ||
        header.width * header.height > limits.maxPixels
      );
    },

    /**
     * Runs `work` (sharp only: storing the result happens after, so a slow store never holds a slot) when a slot is
     * free. A decoding failure becomes an UnreadableImageError.
     */
    async run<T>(work: (open: (input: string | Buffer, options?: SharpOptions) => Sharp) => Promise<T>) {
      return slots(async () => {
        try {
          return await work(open);
        } catch (error) {
          throw new UnreadableImageError(error);
        }
      });
    },

    /** Pipelines running and waiting now (for benchmarks and logs). */
    load(): { active: number; waiting: number } {
      return { active: slots.activeCount, waiting: slots.pendingCount };
    },
  };
}

export type ImageWork = ReturnType<typeof createImageWork>;
