import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { loader } from "./payment-file";

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);

/** A load context whose API answers every download with `answer` and records what was asked. */
function contextAnswering(answer: () => Response) {
  const asked: { path: string; query: unknown }[] = [];
  const context = {
    publicUrl: "http://localhost",
    apiFetch: vi.fn(),
    apiDownload: vi.fn(async (path: string, query?: unknown) => {
      asked.push({ path, query });
      return answer();
    }),
  } as unknown as AppLoadContext;
  return { context, asked };
}

const call = (url: string, params: Record<string, string>, context: AppLoadContext) =>
  loader({ request: new Request(url), params, context } as never) as Promise<Response>;

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
}

describe("payment file downloads", () => {
  it("streams the invoice PDF with the API's type and file name, in the asked language", async () => {
    const { context, asked } = contextAnswering(
      () =>
        new Response(PDF, {
          headers: {
            "content-type": "application/pdf",
            "content-disposition": 'attachment; filename="INV-2026-000001.pdf"',
            "set-cookie": "leak=1",
          },
        }),
    );
    const response = await call(
      "http://localhost/payment-files/invoice/5?lang=ar",
      { kind: "invoice", id: "5" },
      context,
    );
    expect(asked).toEqual([{ path: "payment-invoice", query: { payment_transaction_id: 5, lang: "ar" } }]);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="INV-2026-000001.pdf"');
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
  });

  it("shows a receipt in place for the admin's preview", async () => {
    const { context, asked } = contextAnswering(
      () =>
        new Response(PDF, {
          headers: { "content-type": "image/png", "content-disposition": 'attachment; filename="r.png"' },
        }),
    );
    const response = await call(
      "http://localhost/payment-files/receipt/11?inline=1&receipt_id=21",
      { kind: "receipt", id: "11" },
      context,
    );
    expect(asked[0]).toEqual({
      path: "get-payment-receipt",
      query: { payment_transaction_id: 11, receipt_id: 21 },
    });
    expect(response.headers.get("content-disposition")).toBe('inline; filename="r.png"');
  });

  it("keeps anything but a receipt type as an attachment, even inline", async () => {
    const { context } = contextAnswering(
      () =>
        new Response("<html>", {
          headers: { "content-type": "text/html", "content-disposition": "attachment" },
        }),
    );
    const response = await call(
      "http://localhost/payment-files/receipt/11?inline=1",
      { kind: "receipt", id: "11" },
      context,
    );
    expect(response.headers.get("content-disposition")).toBe("attachment");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers 404 for another member's file, an odd id or an unknown kind, without asking twice", async () => {
    const { context, asked } = contextAnswering(() => new Response(null, { status: 404 }));
    expect(
      await statusOf(call("http://localhost/payment-files/invoice/5", { kind: "invoice", id: "5" }, context)),
    ).toBe(404);
    expect(
      await statusOf(call("http://localhost/payment-files/invoice/x", { kind: "invoice", id: "x" }, context)),
    ).toBe(404);
    expect(
      await statusOf(call("http://localhost/payment-files/other/5", { kind: "other", id: "5" }, context)),
    ).toBe(404);
    expect(asked).toHaveLength(1);
  });
});
