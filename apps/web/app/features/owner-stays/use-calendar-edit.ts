import type { TOwnerCalendarNight } from "@manzil/domain/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../lib/i18n/use-translation";
import { ApiRequestError } from "../../lib/api/browser-api";
import { actionFailureMessage } from "../../lib/api/error-message";
import { useLocale } from "../../lib/i18n/use-locale";
import {
  fetchNights,
  OWNER_CALENDAR_KEY,
  sendCalendarEdit,
  type CalendarEdit,
  type OfferId,
} from "./owner-stays-api";

/** One night an edit changes: as it stands, and as it would stand after the edit. */
export type NightChange = {
  offer: OfferId;
  date: string;
  before: TOwnerCalendarNight | null;
  after: TOwnerCalendarNight;
};

type Phase =
  | { step: "idle" }
  | { step: "previewing"; edit: CalendarEdit }
  | { step: "confirm"; edit: CalendarEdit; changes: NightChange[]; saving: boolean; error: string | null }
  | { step: "saved"; count: number };

/** A form's refusal: the API's own words, and its per-field messages when it named fields. */
export type EditRefusal = { message: string; fields: Record<string, string> };

/** What a previewed answer changes, each night beside how it stands now. */
async function changesOf(
  propertyId: number,
  answers: Awaited<ReturnType<typeof sendCalendarEdit>>,
  lang: string,
): Promise<NightChange[]> {
  const perOffer = await Promise.all(
    answers.map(async ({ offer, result }) => {
      const dates = [...result.changed_dates].sort();
      if (dates.length === 0) return [];
      const now = await fetchNights(propertyId, offer, { from: dates[0]!, to: dates.at(-1)! }, lang);
      const before = new Map(now.data.nights.map((night) => [night.date, night]));
      const after = new Map(result.nights.map((night) => [night.date, night]));
      return dates.flatMap((date) => {
        const next = after.get(date);
        return next ? [{ offer, date, before: before.get(date) ?? null, after: next }] : [];
      });
    }),
  );
  return perOffer.flat();
}

/**
 * Every calendar change is previewed first (`preview: 1`), shown night by night (before → after), and only saved
 * when the owner confirms. A refusal (nights already sold, a bad range) comes back in the API's words.
 */
export function useCalendarEdit(propertyId: number) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const client = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ step: "idle" });
  const [refusal, setRefusal] = useState<EditRefusal | null>(null);

  const refusalOf = (error: unknown): EditRefusal => ({
    message: actionFailureMessage(error, t),
    fields:
      error instanceof ApiRequestError && error.fieldErrors
        ? Object.fromEntries(Object.entries(error.fieldErrors).map(([field, list]) => [field, list[0] ?? ""]))
        : {},
  });

  async function preview(edit: CalendarEdit) {
    setRefusal(null);
    setPhase({ step: "previewing", edit });
    try {
      const answers = await sendCalendarEdit(propertyId, edit, true, locale);
      const changes = await changesOf(propertyId, answers, locale);
      setPhase({ step: "confirm", edit, changes, saving: false, error: null });
    } catch (error) {
      setRefusal(refusalOf(error));
      setPhase({ step: "idle" });
    }
  }

  async function confirm() {
    if (phase.step !== "confirm") return;
    setPhase({ ...phase, saving: true, error: null });
    try {
      await sendCalendarEdit(propertyId, phase.edit, false, locale);
      await client.invalidateQueries({ queryKey: [OWNER_CALENDAR_KEY, propertyId] });
      setPhase({ step: "saved", count: new Set(phase.changes.map((change) => change.date)).size });
    } catch (error) {
      setPhase({ ...phase, saving: false, error: refusalOf(error).message });
    }
  }

  const cancel = () => setPhase({ step: "idle" });

  return { phase, refusal, preview, confirm, cancel, clearRefusal: () => setRefusal(null) };
}

export type CalendarEditFlow = ReturnType<typeof useCalendarEdit>;
