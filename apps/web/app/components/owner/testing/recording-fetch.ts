import { vi } from "vitest";

export type RecordedCall = { url: string; method: string; path: string; body: unknown };

/** A JSON answer as the API sends it. */
export const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * Stubs the browser's fetch with `answer`, recording every call (JSON bodies parsed, FormData kept). A POST
 * to `refuse.path` is answered with its status and message instead, to test how a page takes a refusal.
 */
export function recordingFetch(
  answer: (call: RecordedCall) => Response | Promise<Response>,
  refuse?: { path: string; status: number; message: string },
) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const body: unknown = typeof init.body === "string" ? JSON.parse(init.body) : (init.body ?? undefined);
      const call = { url, method, path: url.slice("/api/".length).split("?")[0] ?? "", body };
      calls.push(call);
      if (method === "POST" && refuse?.path === call.path) {
        return jsonAnswer(refuse.status, { error: true, message: refuse.message });
      }
      return answer(call);
    }),
  );
  return { calls, writes: () => calls.filter((call) => call.method === "POST") };
}
