// Shapes of the API answers the web reads, written from apps/api's mappers (properties.mapper.ts,
// homepage.service.ts, settings.service.ts). Only the fields the web uses are listed.

/** 1 sell/long rent, 2 commercial, 3 new project, 4 vacation home, 5 hotel. */
export type PropertyClassification = 1 | 2 | 3 | 4 | 5;

export type WebSettings = {
  company_name?: string;
  company_email?: string;
  company_tel1?: string;
  company_tel2?: string;
  company_address?: string;
  web_logo?: string;
  web_footer_logo?: string;
  web_favicon?: string;
  web_placeholder_logo?: string;
  img_placeholder?: string;
  currency_rates?: Record<string, number>;
  number_with_suffix?: string;
  distance_option?: string;
  playstore_id?: string;
  appstore_id?: string;
  timezone?: string;
};

export type CategoryRef = {
  id: number;
  slug_id: string;
  category: string;
  image?: string;
};

export type PropertyParameter = {
  id: number;
  name: string;
  type_of_parameter: string;
  image: string;
  value: string | number | null;
};

export type PropertyFacility = {
  id: number;
  name: string;
  image: string;
  distance: number | string;
};

export type PropertyCardData = {
  id: number;
  slug_id: string;
  title: string;
  address: string;
  property_type: "sell" | "rent" | "sold" | "rented" | string;
  property_classification: PropertyClassification | number;
  price_minor: number;
  currency: string;
  rentduration: string | null;
  title_image: string;
  category: CategoryRef;
  city: string;
  state: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  is_premium: boolean;
  promoted: boolean;
  created_at: string;
};

export type PropertyDetailData = PropertyCardData & {
  description: string;
  meta_title: string;
  meta_description: string;
  meta_image: string;
  gallery: { id: number; image_url: string }[];
  parameters: PropertyParameter[];
  assign_facilities: PropertyFacility[];
  post_created: string;
  customer_name: string;
  profile: string;
  customer_type: string | null;
  is_verified: boolean;
  is_admin_listing: boolean;
};

export type SliderItem = {
  id: number;
  type: string;
  image: string;
  web_image: string;
  link: string;
  category: { id: number; slug_id: string; category: string } | null;
  property: { id: number; slug_id: string; title: string } | null;
};

export type CategoryItem = CategoryRef & { properties_count?: number };

export type ProjectCardData = {
  id: number;
  slug_id: string;
  title: string;
  type: string;
  image: string;
  location: string;
  city: string;
  category: { id: number; category: string };
};

export type AgentCardData = {
  id: number;
  name: string;
  profile: string;
  customer_type: string | null;
  is_verified: boolean;
  property_count: number;
  projects_count: number;
};

export type ArticleCardData = {
  id: number;
  slug_id: string;
  title: string;
  image: string;
  created_at: string;
};

export type FaqItem = { id: number; question: string; answer: string };

export type CityItem = { City: string; city: string; count: number; image: string };

export type HomepageSection = { id: number; type: string; title: string; data: unknown[] };

export type HomepageData = { sections: HomepageSection[]; slider_section: SliderItem[] };

export type SeoSettings = { page: string; title: string; description: string; image: string };

export type UserProfile = { id: number; name: string; email: string; customer_type: string | null };
