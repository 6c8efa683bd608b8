// The API's answers, typed by the shared response contracts in @manzil/domain/contracts (the same zod
// schemas the API serialises through). The aliases keep the web's own names.
import type {
  TAgentCard,
  TArticleCard,
  TCategory,
  TCategoryRef,
  TCityCount,
  TFacilityDistance,
  TFaqItem,
  THomepageData,
  THomepageSection,
  TOwnProfile,
  TParameterValue,
  TProjectCard,
  TPropertyCard,
  TPropertyDetail,
  TSeoSetting,
  TSliderItem,
  TWebSettings,
} from "@manzil/domain/contracts";

export type { PropertyClassification } from "@manzil/domain/contracts";

export type WebSettings = TWebSettings;
export type CategoryRef = TCategoryRef;
export type PropertyParameter = TParameterValue;
export type PropertyFacility = TFacilityDistance;
export type PropertyCardData = TPropertyCard;
export type PropertyDetailData = TPropertyDetail;
export type SliderItem = TSliderItem;
export type CategoryItem = TCategory;
export type ProjectCardData = TProjectCard;
export type AgentCardData = TAgentCard;
export type ArticleCardData = TArticleCard;
export type FaqItem = TFaqItem;
export type CityItem = TCityCount;
export type HomepageSection = THomepageSection;
export type HomepageData = THomepageData;
export type SeoSettings = TSeoSetting;
export type UserProfile = TOwnProfile;
