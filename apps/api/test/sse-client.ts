import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";

/** One Server-Sent Events frame as an EventSource reads it; `comment` for a `:` line on its own. */
export type SseFrame = { event?: string; id?: string; data?: string; retry?: string; comment?: string };

/** The app listening on a free local port (real streaming needs a socket; inject waits for the end). */
export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) {
      frame.comment = (frame.comment ? `${frame.comment}\n` : "") + line.slice(1).trim();
      continue;
    }
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "data") frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
    else if (field === "event" || field === "id" || field === "retry") frame[field] = value;
  }
  return frame;
}

/**
 * A stream read with fetch, the way EventSource reads one: frames kept in arrival order, `lastEventId` following
 * every `id:` field.
 */
export class SseClient {
  readonly frames: SseFrame[] = [];
  lastEventId = "";
  status = 0;
  headers = new Headers();
  private waiters: (() => void)[] = [];
  private readonly abort = new AbortController();
  private done: Promise<void> = Promise.resolve();

  static async open(
    url: string,
    headers: Record<string, string> = {},
  ): Promise<SseClient & { body?: string }> {
    const client = new SseClient();
    const response = await fetch(url, { headers, signal: client.abort.signal });
    client.status = response.status;
    client.headers = response.headers;
    if (!response.ok || !response.body) {
      return Object.assign(client, { body: await response.text() });
    }
    client.done = client.read(response.body);
    return client;
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) !== -1) {
          const frame = parseFrame(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (frame.id !== undefined) this.lastEventId = frame.id;
          this.frames.push(frame);
          for (const wake of this.waiters.splice(0)) wake();
        }
      }
    } catch {
      // Aborted by close().
    }
  }

  /** Events of one type (parsed data), in arrival order. */
  events<T = Record<string, unknown>>(type: string): T[] {
    return this.frames.filter((frame) => frame.event === type).map((frame) => JSON.parse(frame.data!) as T);
  }

  /** Waits (up to a generous limit; the assertion is never about time) for a frame that matches. */
  async waitFor(
    match: (frame: SseFrame) => boolean,
    what = "a frame",
    timeoutMs = 10_000,
  ): Promise<SseFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} on the stream; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for the first event of `type` whose data passes `match`, and answers its data. */
  async waitForEvent<T = Record<string, unknown>>(
    type: string,
    match: (data: T) => boolean = () => true,
  ): Promise<T> {
    const frame = await this.waitFor(
      (candidate) => candidate.event === type && match(JSON.parse(candidate.data!) as T),
      `"${type}" event`,
    );
    return JSON.parse(frame.data!) as T;
  }

  /** The stream is ready once it sent its first cursor (subscribed, and past any replay). */
  ready() {
    return this.waitFor((frame) => frame.id !== undefined && frame.event === undefined, "cursor frame");
  }

  /** Settles when the server ends the stream (or close() aborts it). */
  get finished(): Promise<void> {
    return this.done;
  }

  async close() {
    this.abort.abort();
    await this.done;
  }
}
