import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dataEnvelope, MortgageCalculatorQuery, MortgageResult } from "@manzil/domain/contracts";
import { messageKeyFor, type AppErrorCode } from "@manzil/domain/errors";
import { toMinorUnits } from "@manzil/domain/money";
import { amortize } from "@manzil/domain/mortgage";
import { sendData } from "../../lib/envelope.js";
import type { Viewer } from "../auth/auth.service.js";
import type { PackagesService } from "../packages/packages.service.js";
import { mapMortgage } from "./mortgage.mapper.js";

/** Loans are priced in the marketplace's currency. */
const CURRENCY = "EGP";

/**
 * Who may see the full amortisation table (spec §6): members whose active package includes
 * `mortgage_calculator_detail`, and admins. Everyone else gets the summary with the reason, which clients turn
 * into the sign-in or subscribe dialog.
 */
async function detailsGate(
  packages: PackagesService,
  viewer: Viewer | null,
  now: Date,
): Promise<AppErrorCode | null> {
  if (!viewer) return "UNAUTHENTICATED";
  return (await packages.hasFeature(viewer.id, "mortgage_calculator_detail", now)) ? null : "NOT_SUBSCRIBED";
}

export const mortgageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/mortgage-calculator",
    {
      schema: {
        tags: ["tools"],
        summary:
          "Monthly instalment and totals; the yearly and monthly table with show_all_details=1 (package gate)",
        querystring: MortgageCalculatorQuery,
        response: { 200: dataEnvelope(MortgageResult) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const schedule = amortize({
        loanAmountMinor: toMinorUnits(query.loan_amount, CURRENCY),
        downPaymentMinor: toMinorUnits(query.down_payment ?? 0, CURRENCY),
        annualRatePercent: query.interest_rate,
        termYears: query.loan_term_years,
      });
      if (!query.show_all_details) {
        return sendData(request, reply, mapMortgage(schedule, CURRENCY, { available: false }));
      }
      const gate = await detailsGate(app.services.packages, request.viewer, app.mapContext(request).now);
      return sendData(
        request,
        reply,
        mapMortgage(
          schedule,
          CURRENCY,
          gate
            ? { available: false, gate: { code: gate, message: request.t(messageKeyFor(gate)) } }
            : { available: true },
        ),
      );
    },
  );
};
