import type {
  THotelAddonField,
  THotelApartmentType,
  THotelRoomType,
  TPropertyQuestionField,
  TPropertyTerms,
} from "@manzil/domain/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../lib/api/browser-api";
import { useLocale } from "../../lib/i18n/use-locale";

// The stays catalogue is admin-made and short: read once per language per visit of the editor.
const STALE_MS = 10 * 60_000;

function useCatalogue<T>(path: string, query: Record<string, string | number> = {}, enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [path, query, locale],
    queryFn: async () => (await apiGet<T>(path, { ...query, lang: locale })).data,
    staleTime: STALE_MS,
    // One quiet retry, then the step says so and offers "Try again": the owner is mid-form.
    retry: 1,
    enabled,
  });
}

export const useRoomTypes = () => useCatalogue<THotelRoomType[]>("hotel-room-types");
export const useApartmentTypes = () => useCatalogue<THotelApartmentType[]>("get-hotel-apartment-types");
export const useAddonFields = () => useCatalogue<THotelAddonField[]>("get-hotel-addon-fields");
export const usePropertyTerms = () => useCatalogue<TPropertyTerms>("property-terms");

/** The classification's question fields; only stays have them. */
export const useQuestionFields = (classification: string) =>
  useCatalogue<TPropertyQuestionField[]>(
    "get-property-question-fields",
    { property_classification: classification },
    classification === "4" || classification === "5",
  );

export type QuestionAnswer = { field_id: number; value: string };
export type AnswersSaver = (request: {
  propertyId: number;
  answers: QuestionAnswer[];
  lang: string;
}) => Promise<unknown>;

/** `save-property-question-answers`: the owner's answers to their own stay's questions, all or none. */
export const saveQuestionAnswers: AnswersSaver = ({ propertyId, answers, lang }) =>
  apiPost("save-property-question-answers", { property_id: propertyId, answers }, { lang });
