/**
 * How this page talks to the geocoder. The default one is OpenStreetMap's public Nominatim (ADR 075), whose usage
 * policy allows at most one request a second and asks for answers to be reused: each browser spaces its own
 * look-ups a second apart (the latest one waits its turn, an aborted one never goes out) and asks once per URL.
 */
const GAP_MS = 1000;
const CACHED_ANSWERS = 50;

type Pace = { nextAt: number; answers: Map<string, unknown> };

/** One pace per fetch function: the page's own fetch shares one; a test's fake gets its own. */
const paces = new WeakMap<typeof fetch, Pace>();

function paceOf(fetcher: typeof fetch): Pace {
  let pace = paces.get(fetcher);
  if (!pace) {
    pace = { nextAt: 0, answers: new Map() };
    paces.set(fetcher, pace);
  }
  return pace;
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** The geocoder's JSON answer for a URL: a remembered one, or a request in this browser's turn. */
export async function geocoderJson(
  url: string,
  options: { fetcher?: typeof fetch; signal?: AbortSignal | undefined } = {},
): Promise<unknown> {
  const { fetcher = fetch, signal } = options;
  const pace = paceOf(fetcher);
  if (pace.answers.has(url)) return pace.answers.get(url);
  const now = Date.now();
  const at = Math.max(now, pace.nextAt);
  pace.nextAt = at + GAP_MS;
  if (at > now) await wait(at - now, signal);
  const response = await fetcher(url, {
    headers: { accept: "application/json" },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
  const answer: unknown = await response.json();
  pace.answers.set(url, answer);
  // The oldest answer goes first (a Map keeps insertion order).
  if (pace.answers.size > CACHED_ANSWERS) pace.answers.delete(pace.answers.keys().next().value!);
  return answer;
}
