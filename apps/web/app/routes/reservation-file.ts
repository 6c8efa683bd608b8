import { isLocale } from "@manzil/domain/i18n";
import { data } from "react-router";
import type { Route } from "./+types/reservation-file";
import { fileHeaders } from "./payment-file";

/**
 * `/reservation-files/:id?lang=ar`: a booking's confirmation PDF, fetched by the server with the visitor's session
 * (the cookie stays httpOnly) and streamed on with the API's type and file name. The API decides who may see it.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647 || !context.apiDownload) {
    throw data(null, { status: 404 });
  }
  const lang = new URL(request.url).searchParams.get("lang");
  const upstream = await context.apiDownload(`reservations/${id}/confirmation-pdf`, {
    lang: isLocale(lang) ? lang : undefined,
  });
  if (!upstream.ok) {
    await upstream.body?.cancel();
    throw data(null, { status: upstream.status === 401 || upstream.status === 403 ? upstream.status : 404 });
  }
  return new Response(upstream.body, { status: 200, headers: fileHeaders(upstream.headers, false) });
}
