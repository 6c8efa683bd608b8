import { isLocale } from "@manzil/domain/i18n";
import { data } from "react-router";
import type { Route } from "./+types/payment-file";

/**
 * `/payment-files/invoice/:id?lang=ar` and `/payment-files/receipt/:id[?receipt_id=&inline=1]`: the invoice PDF
 * and a bank-transfer receipt, fetched by the server with the visitor's session (the cookie stays httpOnly) and
 * streamed on with the API's type and file name. The API decides who may see which file (payer or admin).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647 || !context.apiDownload) {
    throw data(null, { status: 404 });
  }
  const search = new URL(request.url).searchParams;
  const receiptId = Number(search.get("receipt_id"));
  const lang = search.get("lang");
  const upstream =
    params.kind === "invoice"
      ? await context.apiDownload("payment-invoice", {
          payment_transaction_id: id,
          lang: isLocale(lang) ? lang : undefined,
        })
      : params.kind === "receipt"
        ? await context.apiDownload("get-payment-receipt", {
            payment_transaction_id: id,
            receipt_id: Number.isInteger(receiptId) && receiptId > 0 ? receiptId : undefined,
          })
        : null;
  if (!upstream) throw data(null, { status: 404 });
  if (!upstream.ok) {
    await upstream.body?.cancel();
    throw data(null, { status: upstream.status === 401 || upstream.status === 403 ? upstream.status : 404 });
  }
  return new Response(upstream.body, {
    status: 200,
    headers: fileHeaders(upstream.headers, search.has("inline")),
  });
}

const SHOWN_IN_PLACE = new Set(["image/jpeg", "image/png", "application/pdf"]);

/**
 * The API's file headers, nothing else (no cookies, no API-only headers). `inline` (the admin's receipt preview
 * and its "open in a new tab") turns the API's attachment into inline, for the three receipt types only.
 */
export function fileHeaders(upstream: Headers, inline: boolean): Headers {
  const headers = new Headers({
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
  });
  const type = upstream.get("content-type") ?? "application/octet-stream";
  headers.set("content-type", type);
  for (const name of ["content-length", "content-disposition"]) {
    const value = upstream.get(name);
    if (value) headers.set(name, value);
  }
  const disposition = headers.get("content-disposition");
  if (inline && SHOWN_IN_PLACE.has(type.split(";")[0]!.trim().toLowerCase())) {
    headers.set(
      "content-disposition",
      disposition ? disposition.replace(/^\s*attachment/i, "inline") : "inline",
    );
  }
  return headers;
}
