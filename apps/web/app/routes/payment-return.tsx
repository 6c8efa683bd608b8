import { useTranslation } from "../lib/i18n/use-translation";
import type { Route } from "./+types/payment-return";
import { PaymentReturnPage } from "../features/checkout/components/payment-return-page";
import { paymentReturnLoader } from "../features/checkout/payment-return-loader.server";
import { metaContextOf } from "../lib/seo/root-data";
import { titleWithCompany } from "../lib/seo/page-meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  return paymentReturnLoader({ request, context });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("checkout.return_title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

export default function PaymentReturn({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <h1 className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
        {t("checkout.return_title")}
      </h1>
      <PaymentReturnPage
        // A new return (another payment, or the same one re-entered) starts its polling afresh.
        key={`${loaderData.transactionId}-${loaderData.transaction.updated_at}`}
        transactionId={loaderData.transactionId}
        hints={loaderData.hints}
        initial={loaderData.transaction}
      />
    </div>
  );
}
