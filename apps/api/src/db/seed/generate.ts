import type { users } from "../schema/accounts.js";
import type { categories, cities, facilities, parameters } from "../schema/catalogue.js";
import type {
  articles,
  faqs,
  features,
  homepageSections,
  languages,
  packages,
  seoSettings,
  settings,
  sliders,
} from "../schema/content.js";
import type { advertisements, projects, properties, propertyMedia } from "../schema/properties.js";
import {
  categorySeeds,
  classificationNames,
  facilitySeeds,
  parameterKeys,
  parameterSeeds,
  type Classification,
  type ParameterKey,
} from "./sources/catalogue.js";
import { citySeeds, countries, type Bilingual, type CitySeed, type CountryCode } from "./sources/cities.js";
import {
  articleSeeds,
  faqSeeds,
  featureSeeds,
  homepageSectionSeeds,
  packageSeeds,
  pages,
  seoSeeds,
  type FeatureType,
} from "./sources/content.js";
import { companySeeds, firstNames, lastNames, type CompanySeed } from "./sources/people.js";
import { namePrefixes, projectSuffixes } from "./sources/names.js";
import { documentPool } from "./documents.js";
import { arabicDigits, future, jitter, roundTo, youtube } from "./helpers.js";
import {
  BRAND_COLOUR,
  categoryIconKey,
  facilityIconKey,
  imagePool,
  listingImages,
  type IconRequest,
} from "./images.js";
import { buildProperty } from "./listing.js";
import { Random } from "./random.js";
import { uniqueSlug } from "./slug.js";
import { groupDigits, metaDescription, metaKeywords, metaTitle, paragraphs, yearsAr } from "./text.js";

/**
 * Builds the whole demo data set in memory, with no I/O: rows refer to each other by array index, and
 * demo-data.ts turns the indexes into database ids while inserting. Same seed and `now` → same plan.
 */

export const DEMO_SEED = 20_261_121;

/** How many properties each classification gets (about 45/15/10/15/15 %). */
export const PROPERTY_COUNTS: Record<Classification, number> = { 1: 170, 2: 56, 3: 38, 4: 56, 5: 56 };

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export type PropertyPlan = {
  row: Omit<Insert<typeof properties>, "ownerId" | "categoryId" | "cityId">;
  owner: number;
  category: number;
  city: number;
  media: Omit<Insert<typeof propertyMedia>, "propertyId">[];
  parameters: { parameter: ParameterKey; value: string; valueAr?: string }[];
  facilities: { facility: number; distance: number }[];
};

export type ProjectPlan = {
  row: Omit<Insert<typeof projects>, "ownerId" | "categoryId" | "cityId">;
  owner: number;
  category: number;
  /** Index into `cities`: the catalogue city the project is placed in. */
  city: number;
  media: { kind: "gallery" | "document"; file: string; name: string | null; position: number }[];
  plans: { title: string; document: string }[];
};

export type DemoPlan = {
  settings: Insert<typeof settings>[];
  languages: Insert<typeof languages>[];
  categories: Insert<typeof categories>[];
  parameters: { key: ParameterKey; row: Insert<typeof parameters> }[];
  categoryParameters: { category: number; parameter: ParameterKey; position: number }[];
  facilities: Insert<typeof facilities>[];
  cities: Insert<typeof cities>[];
  users: Insert<typeof users>[];
  projects: ProjectPlan[];
  properties: PropertyPlan[];
  advertisements: {
    row: Omit<Insert<typeof advertisements>, "userId" | "propertyId" | "projectId">;
    user: number;
    property: number | null;
    project: number | null;
  }[];
  favourites: { user: number; property: number; createdAt: Date }[];
  /** Members' reports on listings, still open, so the admin's oversight page has something to decide. */
  reports: {
    user: number;
    property: number;
    reason: number | null;
    otherMessage: string | null;
    createdAt: Date;
  }[];
  reviews: { user: number; property: number; rating: number; createdAt: Date }[];
  articles: { row: Omit<Insert<typeof articles>, "categoryId">; category: number | null }[];
  faqs: Insert<typeof faqs>[];
  homepageSections: Insert<typeof homepageSections>[];
  sliders: {
    row: Omit<Insert<typeof sliders>, "categoryId" | "propertyId">;
    category: number | null;
    property: number | null;
  }[];
  seoSettings: Insert<typeof seoSettings>[];
  features: Insert<typeof features>[];
  packages: { row: Insert<typeof packages>; features: { type: FeatureType; limit: number | null }[] }[];
  /** Icons to render next to the image pool (category and facility tiles). */
  icons: IconRequest[];
};

const DAY = 86_400_000;

export function generateDemoPlan(options: { now: Date }): DemoPlan {
  const now = options.now;
  const root = new Random(DEMO_SEED);
  const ago = (days: number): Date => new Date(Math.round((now.getTime() - days * DAY) / 60_000) * 60_000);
  const after = (start: Date, days: number): Date => {
    const at = Math.min(start.getTime() + days * DAY, now.getTime());
    return new Date(Math.round(at / 60_000) * 60_000);
  };
  const year = now.getUTCFullYear();

  // --- Catalogue -------------------------------------------------------------------------------------------
  const categoryRows: Insert<typeof categories>[] = categorySeeds.map((c, i) => {
    const kind =
      c.classification === 5
        ? `${c.name} Hotels`
        : c.classification === 4
          ? `${c.name} Rentals`
          : `${c.name} Listings`;
    return {
      slug: c.slug,
      name: c.name,
      nameAr: c.nameAr,
      image: categoryIconKey(c.slug),
      classification: c.classification,
      isActive: true,
      sequence: i + 1,
      metaTitle: `${kind} | Manzil`,
      metaDescription: `Browse ${kind.toLowerCase()} in Egypt, the UAE and Saudi Arabia on Manzil, with photos, prices, maps and direct contact.`,
      metaKeywords: metaKeywords([
        c.name,
        classificationNames[c.classification].en,
        "Egypt",
        "UAE",
        "Saudi Arabia",
      ]),
      metaImage: listingImages[c.theme][0] ?? null,
      createdAt: ago(730),
      updatedAt: ago(730),
    };
  });
  const categoryIndex = new Map(categorySeeds.map((c, i) => [c.slug, i]));
  const categoryAt = (slug: string): number => {
    const index = categoryIndex.get(slug);
    if (index === undefined) throw new Error(`Unknown seed category ${slug}`);
    return index;
  };

  const parameterRows = parameterKeys.map((key) => {
    const p = parameterSeeds[key];
    return {
      key,
      row: {
        name: p.name,
        nameAr: p.nameAr,
        type: p.type,
        options: p.options.map((option) => ({ ...option })),
        isRequired: p.isRequired,
        isActive: true,
        createdAt: ago(730),
        updatedAt: ago(730),
      },
    };
  });
  const categoryParameters = categorySeeds.flatMap((c, i) =>
    c.parameters.map((parameter, position) => ({ category: i, parameter, position: position + 1 })),
  );

  const facilityRows = facilitySeeds.map((f) => ({
    name: f.name,
    nameAr: f.nameAr,
    image: facilityIconKey(f.slug),
    createdAt: ago(730),
    updatedAt: ago(730),
  }));
  const facilityAt = new Map(facilitySeeds.map((f, i) => [f.slug, i]));

  const cityRows = citySeeds.map((c, i) => ({
    name: c.name,
    nameAr: c.nameAr,
    state: c.state,
    stateAr: c.stateAr,
    countryCode: c.countryCode,
    country: countries[c.countryCode].name,
    countryAr: countries[c.countryCode].nameAr,
    latitude: c.latitude,
    longitude: c.longitude,
    image: imagePool.cities[i % imagePool.cities.length] ?? null,
    isActive: true,
  }));
  const cityIndexByName = new Map(citySeeds.map((c, i) => [c.name, i]));

  const icons: IconRequest[] = [
    ...categorySeeds.map((c) => ({
      key: categoryIconKey(c.slug),
      glyph: c.glyph,
      colour: classificationNames[c.classification].colour,
    })),
    ...facilitySeeds.map((f) => ({ key: facilityIconKey(f.slug), glyph: f.glyph, colour: f.colour })),
  ];

  // --- Users -----------------------------------------------------------------------------------------------
  const userRng = root.fork("users");
  const userSlugs = new Set<string>();
  const emails = new Set<string>();
  const mobiles = new Set<string>();
  const fullNames = new Set<string>();

  const mobileFor = (country: CountryCode): string => {
    for (;;) {
      const prefix = userRng.pick(countries[country].mobilePrefixes);
      const digits = country === "EG" ? 8 : 7;
      let number = prefix;
      for (let i = 0; i < digits; i++) number += String(userRng.int(0, 9));
      if (!mobiles.has(number)) {
        mobiles.add(number);
        return number;
      }
    }
  };
  const emailFor = (local: string): string => {
    let email = `${local}@example.com`;
    for (let n = 2; emails.has(email); n++) email = `${local}${n}@example.com`;
    emails.add(email);
    return email;
  };
  const homeCity = (country: CountryCode): number => {
    const options = citySeeds
      .map((c, i) => [i, c.countryCode === country ? c.weights.residential : 0] as const)
      .filter(([, w]) => w > 0);
    return userRng.weighted(options);
  };

  type UserKind = "agent" | "individual" | "company";
  type UserMeta = {
    kind: UserKind;
    country: CountryCode;
    city: number;
    verified: boolean;
    company?: CompanySeed;
  };
  const userRows: Insert<typeof users>[] = [];
  const userMeta: UserMeta[] = [];

  userRows.push({
    role: "admin",
    slug: uniqueSlug("Manzil", userSlugs),
    name: "Manzil",
    email: emailFor("admin"),
    mobile: null,
    passwordHash: null,
    loginType: 3,
    profileImage: imagePool.branding.favicon,
    address: "Zamalek, Cairo",
    city: "Cairo",
    state: "Cairo Governorate",
    country: "Egypt",
    latitude: 30.0444,
    longitude: 31.2357,
    verificationStatus: "initial",
    isActive: true,
    emailVerifiedAt: ago(730),
    createdAt: ago(730),
    updatedAt: ago(730),
  });
  userMeta.push({ kind: "company", country: "EG", city: 0, verified: true });

  type Spec = {
    kind: UserKind;
    country: CountryCode;
    company?: CompanySeed;
    status?: "initial" | "pending" | "success" | "failed";
  };
  const agentStatuses = userRng.shuffle([
    ...Array<"success">(12).fill("success"),
    "pending",
    "pending",
    "pending",
    "failed",
    "failed",
    "initial",
  ] as const);
  const agentCountries: CountryCode[] = [
    ...Array<CountryCode>(12).fill("EG"),
    "AE",
    "AE",
    "AE",
    "SA",
    "SA",
    "SA",
  ];
  const individualCountries: CountryCode[] = [...Array<CountryCode>(10).fill("EG"), "AE", "AE", "SA", "SA"];
  const specs: Spec[] = userRng.shuffle([
    ...companySeeds.map((company): Spec => ({ kind: "company", country: company.countryCode, company })),
    ...agentCountries.map((country, i): Spec => ({
      kind: "agent",
      country,
      status: agentStatuses[i] ?? "success",
    })),
    ...individualCountries.map((country): Spec => ({ kind: "individual", country })),
  ]);
  const specialities = [
    "residential sales",
    "rentals and relocation",
    "luxury villas",
    "commercial leasing",
    "off-plan projects",
    "holiday homes",
  ];

  let avatar = 0;
  specs.forEach((spec, i) => {
    const createdAt = ago(userRng.int(560, 720));
    const loginType = userRng.weighted([
      [3, 75],
      [0, 15],
      [1, 10],
    ] as const);
    if (spec.kind === "company" && spec.company) {
      const company = spec.company;
      const city = cityIndexByName.get(company.city) ?? homeCity(company.countryCode);
      const seed = citySeeds[city] as CitySeed;
      const district = userRng.pick(seed.districts);
      const local = uniqueSlug(company.name, new Set()).replace(/-/g, ".");
      const mobile = mobileFor(company.countryCode);
      userRows.push({
        role: "customer",
        slug: uniqueSlug(company.name, userSlugs),
        name: company.name,
        email: emailFor(local),
        mobile,
        whatsappNumber: mobile,
        loginType: 3,
        profileImage: imagePool.cities[i % imagePool.cities.length] ?? null,
        address: `${district.en}, ${seed.name}`,
        aboutMe: companyAbout(company, seed.name),
        latitude: seed.latitude,
        longitude: seed.longitude,
        city: seed.name,
        state: seed.state,
        country: countries[company.countryCode].name,
        customerType: "property_owner",
        ownerKind: "company",
        managementType: company.management,
        verificationStatus: "initial",
        isActive: true,
        emailVerifiedAt: createdAt,
        createdAt,
        updatedAt: after(createdAt, userRng.int(0, 200)),
      });
      userMeta.push({ kind: "company", country: company.countryCode, city, verified: true, company });
      return;
    }
    let first = "";
    let last = "";
    do {
      const female = userRng.chance(0.4);
      first = userRng.pick(female ? firstNames.female : firstNames.male);
      last = userRng.pick(lastNames[spec.country]);
    } while (fullNames.has(`${first} ${last}`));
    const name = `${first} ${last}`;
    fullNames.add(name);
    const city = homeCity(spec.country);
    const seed = citySeeds[city] as CitySeed;
    const district = userRng.pick(seed.districts);
    const mobile = mobileFor(spec.country);
    const isAgent = spec.kind === "agent";
    const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, "");
    userRows.push({
      role: "customer",
      slug: uniqueSlug(name, userSlugs),
      name,
      email: emailFor(local),
      mobile,
      whatsappNumber: isAgent ? mobile : null,
      loginType,
      profileImage: imagePool.avatars[avatar++ % imagePool.avatars.length] ?? null,
      address: `${district.en}, ${seed.name}`,
      aboutMe: isAgent
        ? `Licensed property consultant in ${seed.name} with ${userRng.int(3, 18)} years of experience in ${userRng.pick(specialities)}.`
        : null,
      latitude: seed.latitude,
      longitude: seed.longitude,
      city: seed.name,
      state: seed.state,
      country: countries[spec.country].name,
      customerType: isAgent ? "agent" : "property_owner",
      ownerKind: isAgent ? null : "individual",
      managementType: isAgent ? null : userRng.chance(0.7) ? "self" : "platform",
      verificationStatus: isAgent ? (spec.status ?? "success") : "initial",
      isActive: true,
      emailVerifiedAt: loginType === 3 && userRng.chance(0.9) ? createdAt : null,
      createdAt,
      updatedAt: after(createdAt, userRng.int(0, 200)),
    });
    userMeta.push({
      kind: spec.kind,
      country: spec.country,
      city,
      verified: !isAgent || spec.status === "success",
    });
  });
  // One deactivated individual owner, so "blocked by admin" has an example (it owns nothing).
  const lastIndividual = userMeta
    .map((m, i) => [m, i] as const)
    .filter(([m]) => m.kind === "individual")
    .pop();
  const deactivated = lastIndividual?.[1] ?? -1;
  const deactivatedRow = userRows[deactivated];
  if (deactivatedRow) deactivatedRow.isActive = false;

  const usersWhere = (predicate: (meta: UserMeta, index: number) => boolean): number[] =>
    userMeta.flatMap((meta, index) =>
      index > 0 && index !== deactivated && predicate(meta, index) ? [index] : [],
    );
  const verifiedAgents = usersWhere((m) => m.kind === "agent" && m.verified);
  const individuals = usersWhere((m) => m.kind === "individual");
  const companiesBy = (focus: CompanySeed["focus"][]): number[] =>
    usersWhere((m) => m.kind === "company" && !!m.company && focus.includes(m.company.focus));
  const developers = companiesBy(["developer"]);
  const hospitality = companiesBy(["hospitality", "holiday-homes"]);
  const allCompanies = companiesBy(["developer", "hospitality", "holiday-homes", "brokerage"]);
  const brokers = companiesBy(["brokerage"]);

  /** Prefers candidates in the same country; falls back to all of them. */
  const ownerFrom = (rng: Random, candidates: number[], country: CountryCode): number => {
    const local = candidates.filter((i) => userMeta[i]?.country === country);
    return rng.pick(local.length > 0 ? local : candidates);
  };

  // --- Projects --------------------------------------------------------------------------------------------
  const projectRng = root.fork("projects");
  const projectSlugs = new Set<string>();
  const projectPlans: ProjectPlan[] = [];
  const projectNamesUsed = new Set<string>();
  const projectCityOf = new Map<number, { city: number; district: Bilingual; name: Bilingual }>();
  const projectStatuses = projectRng.shuffle([
    ...Array<"approved">(20).fill("approved"),
    "pending",
    "pending",
    "rejected",
    "inactive",
  ] as const);
  const newProjectCities = citySeeds
    .map((c, i) => [i, c.weights.newProject] as const)
    .filter(([, w]) => w > 0);

  for (let i = 0; i < 24; i++) {
    const city = projectRng.weighted(newProjectCities);
    const seed = citySeeds[city] as CitySeed;
    const district = projectRng.pick(seed.districts);
    let name: Bilingual;
    do {
      const prefix = projectRng.pick(namePrefixes);
      const suffix = projectRng.pick(
        seed.coastal ? projectSuffixes : projectSuffixes.filter((s) => !s.coastal),
      );
      name = { en: `${prefix.en} ${suffix.en}`, ar: suffix.ar(prefix.ar) };
    } while (projectNamesUsed.has(name.en));
    projectNamesUsed.add(name.en);
    const type = projectRng.chance(0.6) ? "under_construction" : "upcoming";
    const status = projectStatuses[i] ?? "approved";
    const owner = projectRng.chance(0.75)
      ? ownerFrom(projectRng, developers, seed.countryCode)
      : ownerFrom(projectRng, verifiedAgents, seed.countryCode);
    const units = projectRng.int(12, 150) * 10;
    const delivery = year + projectRng.int(1, 4);
    const startPrice = roundTo(projectRng.float(2.2, 6) * 1_000_000 * seed.priceFactor, 50_000);
    const down = projectRng.pick([5, 10, 15, 20]);
    const years = projectRng.int(6, 10);
    const en = [
      `${name.en} is a new residential community in ${district.en}, ${seed.name}, with ${groupDigits(units)} homes set among landscaped gardens.`,
      type === "under_construction"
        ? `Construction is under way and the first phase is due for delivery in ${delivery}.`
        : "The project launches soon; register your interest to receive the price list first.",
      "Residents will enjoy a clubhouse, swimming pools, a gym, shops and 24-hour security.",
      `Prices start from ${groupDigits(startPrice)} EGP with ${down}% down payment and up to ${years} years of instalments.`,
    ];
    const ar = [
      `${name.ar} مجتمع سكني جديد في ${district.ar}، ${seed.nameAr}، يضم ${groupDigits(units)} وحدة سكنية وسط حدائق منسقة.`,
      type === "under_construction"
        ? `أعمال البناء جارية ومن المقرر تسليم المرحلة الأولى في ${delivery}.`
        : "يُطرح المشروع قريبًا، سجّل اهتمامك لتحصل على قائمة الأسعار أولًا.",
      "سيستمتع السكان بنادٍ اجتماعي وحمامات سباحة وصالة رياضية ومحلات تجارية وأمن على مدار الساعة.",
      `تبدأ الأسعار من ${groupDigits(startPrice)} جنيه مصري بمقدم ${down}% وأقساط حتى ${yearsAr(years)}.`,
    ];
    const createdAt = ago(projectRng.int(20, 520));
    const image = imagePool.projects[i % imagePool.projects.length] as string;
    const gallery = projectRng
      .sample(
        [...imagePool.projects, ...listingImages.tower].filter((key) => key !== image),
        projectRng.int(2, 4),
      )
      .map((file, position) => ({ kind: "gallery" as const, file, name: null, position }));
    const media: ProjectPlan["media"] = [...gallery];
    if (projectRng.chance(0.5)) {
      const brochure = projectRng.pick(documentPool.brochures);
      media.push({ kind: "document", file: brochure.key, name: brochure.name, position: 0 });
    }
    const planCount = projectRng.int(1, 3);
    const plans = Array.from({ length: planCount }, (_, p) => {
      const beds = p + projectRng.int(1, 2);
      const area = 70 + beds * 35 + projectRng.int(0, 30);
      const doc = documentPool.plans[(i + p) % documentPool.plans.length] as { key: string };
      return {
        title: `Type ${String.fromCharCode(65 + p)}: ${beds} bedrooms, ${area} sqm`,
        document: doc.key,
      };
    });
    const categorySlug = projectRng.weighted([
      ["compound-unit", 6],
      ["new-project-apartment", 4],
    ] as const);
    projectPlans.push({
      owner,
      category: categoryAt(categorySlug),
      city,
      media,
      plans,
      row: {
        slug: uniqueSlug(`${name.en} ${seed.name}`, projectSlugs),
        title: name.en,
        titleAr: name.ar,
        description: en.join(" "),
        descriptionAr: arabicDigits(ar.join(" ")),
        type,
        image,
        videoLink: projectRng.chance(0.3) ? youtube(projectRng) : null,
        location: `${district.en}, ${seed.name}, ${countries[seed.countryCode].name}`,
        city: seed.name,
        state: seed.state,
        country: countries[seed.countryCode].name,
        ...jitter(projectRng, seed, 0.03),
        metaTitle: metaTitle(`${name.en}, ${seed.name} | New Project`, `${name.en}, ${seed.name}`),
        metaDescription: metaDescription(
          en[0] as string,
          "See floor plans, prices and payment plans on Manzil.",
        ),
        metaKeywords: metaKeywords([
          name.en,
          "new project",
          seed.name,
          district.en,
          "off-plan",
          "installments",
        ]),
        metaImage: image,
        moderationStatus: status === "inactive" ? "approved" : status,
        rejectionReason:
          status === "rejected" ? "Please add the building permit number and at least one floor plan." : null,
        isActive: status === "approved",
        viewCount:
          status === "approved" || status === "inactive" ? projectRng.int(40, 2600) : projectRng.int(0, 5),
        createdAt,
        updatedAt: after(createdAt, projectRng.int(0, 30)),
      },
    });
    // Remember where each project is, for the new-project listings below.
    projectCityOf.set(projectPlans.length - 1, { city, district, name });
  }

  // --- Properties ------------------------------------------------------------------------------------------
  const propertySlugs = new Set<string>();
  const propertyPlans: PropertyPlan[] = [];
  const hotelNames = new Set<string>();
  const liveProjects = projectPlans.flatMap((p, i) => (p.row.moderationStatus === "approved" ? [i] : []));

  for (const classification of [1, 2, 3, 4, 5] as const) {
    const rng = root.fork(`properties-${classification}`);
    const classCategories = categorySeeds.filter((c) => c.classification === classification);
    const weightKey = (
      { 1: "residential", 2: "residential", 3: "newProject", 4: "vacation", 5: "hotel" } as const
    )[classification];
    const cityChoices = citySeeds.map((c, i) => [i, c.weights[weightKey]] as const).filter(([, w]) => w > 0);

    for (let k = 0; k < PROPERTY_COUNTS[classification]; k++) {
      const category = rng.weighted(classCategories.map((c) => [c, c.weight] as const));
      let cityIndex = rng.weighted(cityChoices);
      let project: { name: Bilingual; owner: number } | null = null;
      let district: Bilingual;
      if (classification === 3) {
        const projectIndex = rng.pick(liveProjects);
        const where = projectCityOf.get(projectIndex);
        const plan = projectPlans[projectIndex];
        if (!where || !plan) throw new Error("seed: project location missing");
        cityIndex = where.city;
        district = where.district;
        project = { name: where.name, owner: plan.owner };
      } else {
        district = rng.pick((citySeeds[cityIndex] as CitySeed).districts);
      }
      const city = citySeeds[cityIndex] as CitySeed;
      propertyPlans.push(
        buildProperty({
          rng,
          classification,
          category,
          categoryIndex: categoryAt(category.slug),
          cityIndex,
          city,
          district,
          project,
          year,
          ago,
          after,
          slugs: propertySlugs,
          hotelNames,
          pickOwner: () => {
            const country = city.countryCode;
            switch (classification) {
              case 1:
                return rng.weighted([
                  [() => ownerFrom(rng, verifiedAgents, country), 55],
                  [() => ownerFrom(rng, individuals, country), 35],
                  [() => ownerFrom(rng, brokers.length > 0 ? brokers : allCompanies, country), 10],
                ] as const)();
              case 2:
                return rng.weighted([
                  [() => ownerFrom(rng, verifiedAgents, country), 50],
                  [() => ownerFrom(rng, allCompanies, country), 30],
                  [() => ownerFrom(rng, individuals, country), 20],
                ] as const)();
              case 3:
                return project && rng.chance(0.7) ? project.owner : ownerFrom(rng, verifiedAgents, country);
              case 4:
                return rng.weighted([
                  [() => ownerFrom(rng, individuals, country), 40],
                  [() => ownerFrom(rng, verifiedAgents, country), 25],
                  [() => ownerFrom(rng, hospitality, country), 35],
                ] as const)();
              case 5:
                return ownerFrom(rng, hospitality, country);
            }
          },
          userRows,
          facilityAt,
        }),
      );
    }
  }

  // --- Advertisements, favourites --------------------------------------------------------------------------
  const adRng = root.fork("advertisements");
  const listed = (p: PropertyPlan): boolean =>
    p.row.moderationStatus === "approved" &&
    p.row.isActive === true &&
    (p.row.listingType === "sell" || p.row.listingType === "rent");
  const liveByClass = (c: Classification): number[] =>
    propertyPlans.flatMap((p, i) => (p.row.classification === c && listed(p) ? [i] : []));
  const adPlans: DemoPlan["advertisements"] = [];
  const featured = new Set<number>();
  for (const [c, count] of [
    [1, 5],
    [2, 4],
    [3, 3],
    [4, 4],
    [5, 4],
  ] as const) {
    for (const property of adRng.sample(liveByClass(c), count)) {
      featured.add(property);
      const startsAt = ago(adRng.int(1, 25));
      adPlans.push({
        user: (propertyPlans[property] as PropertyPlan).owner,
        property,
        project: null,
        row: {
          target: "property",
          status: "approved",
          startsAt,
          endsAt: future(now, adRng.int(5, 60)),
          createdAt: startsAt,
        },
      });
    }
  }
  const notFeatured = propertyPlans.flatMap((p, i) => (listed(p) && !featured.has(i) ? [i] : []));
  const others = adRng.sample(notFeatured, 7);
  others.forEach((property, i) => {
    const user = (propertyPlans[property] as PropertyPlan).owner;
    if (i < 3) {
      const startsAt = ago(adRng.int(60, 150));
      adPlans.push({
        user,
        property,
        project: null,
        row: {
          target: "property",
          status: "expired",
          startsAt,
          endsAt: new Date(startsAt.getTime() + 30 * DAY),
          createdAt: startsAt,
        },
      });
    } else if (i < 6) {
      const createdAt = ago(adRng.int(0, 3));
      adPlans.push({
        user,
        property,
        project: null,
        row: {
          target: "property",
          status: "pending",
          startsAt: createdAt,
          endsAt: new Date(createdAt.getTime() + 30 * DAY),
          createdAt,
        },
      });
    } else {
      const createdAt = ago(adRng.int(8, 20));
      adPlans.push({
        user,
        property,
        project: null,
        row: {
          target: "property",
          status: "rejected",
          startsAt: createdAt,
          endsAt: new Date(createdAt.getTime() + 30 * DAY),
          createdAt,
        },
      });
    }
  });
  const activeProjects = projectPlans.flatMap((p, i) => (p.row.isActive ? [i] : []));
  adRng.sample(activeProjects, 8).forEach((project, i) => {
    const user = (projectPlans[project] as ProjectPlan).owner;
    if (i < 6) {
      const startsAt = ago(adRng.int(1, 20));
      adPlans.push({
        user,
        property: null,
        project,
        row: {
          target: "project",
          status: "approved",
          startsAt,
          endsAt: future(now, adRng.int(10, 60)),
          createdAt: startsAt,
        },
      });
    } else if (i === 6) {
      const startsAt = ago(adRng.int(70, 120));
      adPlans.push({
        user,
        property: null,
        project,
        row: {
          target: "project",
          status: "expired",
          startsAt,
          endsAt: new Date(startsAt.getTime() + 30 * DAY),
          createdAt: startsAt,
        },
      });
    } else {
      const createdAt = ago(1);
      adPlans.push({
        user,
        property: null,
        project,
        row: {
          target: "project",
          status: "pending",
          startsAt: createdAt,
          endsAt: new Date(createdAt.getTime() + 30 * DAY),
          createdAt,
        },
      });
    }
  });

  const favRng = root.fork("favourites");
  const customers = usersWhere(() => true);
  const likeable = propertyPlans.flatMap((p, i) => (listed(p) ? [i] : []));
  const ownerOf = (property: number): number => (propertyPlans[property] as PropertyPlan).owner;
  const likeTime = (property: number): Date => {
    const created = (propertyPlans[property] as PropertyPlan).row.createdAt as Date;
    const age = Math.max(1, (now.getTime() - created.getTime()) / DAY);
    return after(created, favRng.float(0, age));
  };
  // "Most liked" has a clear order: 15 popular listings with 34, 32, 30 … 6 likes; every other listing has ≤ 3.
  const popular = favRng.sample(likeable, 15);
  const favouritePlans: DemoPlan["favourites"] = [];
  popular.forEach((property, rank) => {
    const likers = favRng.sample(
      customers.filter((u) => u !== ownerOf(property)),
      34 - 2 * rank,
    );
    for (const user of likers) favouritePlans.push({ user, property, createdAt: likeTime(property) });
  });
  const popularSet = new Set(popular);
  const likesOf = new Map<number, number>();
  for (const user of customers) {
    let budget = favRng.int(0, 4);
    for (const property of favRng.shuffle(likeable)) {
      if (budget <= 0) break;
      if (popularSet.has(property) || (likesOf.get(property) ?? 0) >= 3 || ownerOf(property) === user)
        continue;
      likesOf.set(property, (likesOf.get(property) ?? 0) + 1);
      favouritePlans.push({ user, property, createdAt: likeTime(property) });
      budget--;
    }
  }

  // Open reports on three listed homes: listed reasons (indexes into reportReasonSeeds), one in a member's own words.
  const reportRng = root.fork("reports");
  const reportPlans: DemoPlan["reports"] = [];
  const otherWords = [
    "The agent asked me to pay a deposit by bank transfer before any visit.",
    "رقم الهاتف في الإعلان لا يرد، والعنوان غير موجود.",
  ];
  reportRng.sample(likeable, 3).forEach((property, rank) => {
    const reporters = reportRng.sample(
      customers.filter((u) => u !== ownerOf(property)),
      4 - rank,
    );
    reporters.forEach((user, i) => {
      const other = rank === 0 && i < otherWords.length ? (otherWords[i] as string) : null;
      reportPlans.push({
        user,
        property,
        reason: other === null ? reportRng.int(0, 5) : null,
        otherMessage: other,
        createdAt: ago(reportRng.int(0, 9) + reportRng.float(0, 1)),
      });
    });
  });

  // Guests' ratings of stays, so "top rated" has an order: most listed stays get 2–8 ratings, mostly good.
  const reviewRng = root.fork("reviews");
  const reviewPlans: DemoPlan["reviews"] = [];
  propertyPlans.forEach((plan, property) => {
    const classification = plan.row.classification;
    if (!listed(plan) || (classification !== 4 && classification !== 5) || !reviewRng.chance(0.7)) return;
    const guests = reviewRng.sample(
      customers.filter((u) => u !== ownerOf(property)),
      reviewRng.int(2, 8),
    );
    for (const user of guests) {
      const rating = reviewRng.weighted([
        [5, 5],
        [4, 4],
        [3, 2],
        [2, 1],
      ] as const);
      reviewPlans.push({ user, property, rating, createdAt: likeTime(property) });
    }
  });

  // --- Content ---------------------------------------------------------------------------------------------
  const articleSlugs = new Set<string>();
  const articleRng = root.fork("articles");
  const articlePlans = articleSeeds.map((a, i) => {
    const createdAt = ago(i * 21 + articleRng.int(1, 12));
    return {
      category: a.category ? categoryAt(a.category) : null,
      row: {
        slug: uniqueSlug(a.title, articleSlugs),
        title: a.title,
        titleAr: a.titleAr,
        description: paragraphs(a.paragraphs),
        descriptionAr: paragraphs(a.paragraphsAr),
        image: imagePool.articles[i % imagePool.articles.length] ?? null,
        metaTitle: metaTitle(a.title),
        metaDescription: metaDescription(a.paragraphs[0] ?? a.title, "Read the full guide on Manzil."),
        metaKeywords: metaKeywords(a.keywords.split(",")),
        createdAt,
        updatedAt: createdAt,
      },
    };
  });

  const faqRows = faqSeeds.map((f, i) => ({
    question: f.q,
    questionAr: f.qAr,
    answer: f.a,
    answerAr: f.aAr,
    isActive: true,
    sequence: i + 1,
    createdAt: ago(700),
    updatedAt: ago(700),
  }));

  const sectionRows = homepageSectionSeeds.map((s, i) => ({
    title: s.title,
    titleAr: s.titleAr,
    sectionType: s.type,
    isActive: true,
    sortOrder: i + 1,
  }));

  const firstFeatured =
    adPlans.find((a) => a.property !== null && a.row.status === "approved")?.property ?? 0;
  const sliderImage = (i: number): string => imagePool.sliders[i % imagePool.sliders.length] as string;
  const sliderPlans: DemoPlan["sliders"] = [
    {
      category: null,
      property: null,
      row: { type: 1, image: sliderImage(0), webImage: sliderImage(0), sequence: 1 },
    },
    {
      category: categoryAt("apartment"),
      property: null,
      row: { type: 2, image: sliderImage(1), webImage: sliderImage(1), sequence: 2 },
    },
    {
      category: null,
      property: firstFeatured,
      row: {
        type: 3,
        image: sliderImage(2),
        webImage: sliderImage(2),
        showPropertyDetails: true,
        sequence: 3,
      },
    },
    {
      category: null,
      property: null,
      row: {
        type: 4,
        image: sliderImage(3),
        webImage: sliderImage(3),
        link: "https://www.example.com/summer-offers",
        sequence: 4,
      },
    },
  ].map((s) => ({ ...s, row: { ...s.row, createdAt: ago(400), updatedAt: ago(400) } }));

  const seoRows = seoSeeds.map((s) => ({
    ...s,
    image:
      s.page === "home" ? sliderImage(0) : s.page === "projects" ? (imagePool.projects[0] ?? null) : null,
  }));

  const featureRows = featureSeeds.map((f) => ({ type: f.type, name: f.name, nameAr: f.nameAr }));
  const packagePlans = packageSeeds.map((p) => ({
    row: {
      name: p.name,
      nameAr: p.nameAr,
      packageType: p.packageType,
      priceMinor: p.priceMinor,
      currency: "EGP",
      durationHours: p.durationHours,
      iosProductId: p.iosProductId,
      isActive: true,
      createdAt: ago(700),
      updatedAt: ago(700),
    },
    features: p.features,
  }));

  // No uploaded language files: get_languages serves the bundled eBroker-key sets (ADR 036). Manzil's own web
  // reads its nested bundles from apps/web, never from these columns.
  const languageRows = [
    { code: "en", name: "English", nativeName: "English", rtl: false },
    { code: "ar", name: "Arabic", nativeName: "العربية", rtl: true },
  ].map((language) => ({
    ...language,
    isActive: true,
    webTranslations: {},
    appTranslations: {},
    createdAt: ago(730),
    updatedAt: ago(730),
  }));

  return {
    settings: settingsRows(now),
    languages: languageRows,
    categories: categoryRows,
    parameters: parameterRows,
    categoryParameters,
    facilities: facilityRows,
    cities: cityRows,
    users: userRows,
    projects: projectPlans,
    properties: propertyPlans,
    advertisements: adPlans,
    favourites: favouritePlans,
    reports: reportPlans,
    reviews: reviewPlans,
    articles: articlePlans,
    faqs: faqRows,
    homepageSections: sectionRows,
    sliders: sliderPlans,
    seoSettings: seoRows,
    features: featureRows,
    packages: packagePlans,
    icons,
  };
}

function companyAbout(company: CompanySeed, city: string): string {
  switch (company.focus) {
    case "developer":
      return `${company.name} builds and sells residential communities in and around ${city}.`;
    case "hospitality":
      return `${company.name} operates hotels and serviced apartments, with a reservations desk open every day.`;
    case "holiday-homes":
      return `${company.name} manages holiday homes and chalets for owners, from cleaning to check-in.`;
    case "brokerage":
      return `${company.name} is a brokerage firm helping buyers, sellers and tenants in ${city}.`;
  }
}

function settingsRows(now: Date): Insert<typeof settings>[] {
  const b = imagePool.branding;
  const values: Record<string, string> = {
    company_name: "Manzil",
    company_name_ar: "منزل",
    app_name: "Manzil",
    company_email: "contact@example.com",
    company_tel1: "+20223456789",
    company_tel2: "+201001234567",
    company_address: "26 July Street, Zamalek, Cairo, Egypt",
    company_address_ar: "شارع ٢٦ يوليو، الزمالك، القاهرة، مصر",
    latitude: "30.0444",
    longitude: "31.2357",
    timezone: "Africa/Cairo",
    default_language: "en",
    currency_code: "EGP",
    currency_symbol: "E£",
    // Issue 18: the demo shows large prices as K/M/B; the full amount is in each price's tooltip.
    number_with_suffix: "1",
    // EGP per one unit of each display currency (ADR 005; spec §9 gives USD = 47.6).
    currency_rates: JSON.stringify({ USD: 47.6, EUR: 51.5, GBP: 60.2, SAR: 12.69, AED: 12.96 }),
    distance_option: "km",
    min_radius_range: "0",
    max_radius_range: "100",
    web_logo: b.logo,
    web_footer_logo: b.footerLogo,
    web_placeholder_logo: b.placeholder,
    web_favicon: b.favicon,
    placeholder_logo: b.appPlaceholder,
    company_logo: b.logo,
    favicon_icon: b.favicon,
    svg_clr: BRAND_COLOUR,
    system_color: BRAND_COLOUR,
    playstore_id: "com.example.manzil",
    appstore_id: "id0000000000",
    verification_required_for_user: "0",
    // Sign-in methods and the maintenance switch, as eBroker clients test them ("1" on).
    email_password_login: "1",
    number_with_otp_login: "1",
    social_login: "1",
    web_maintenance_mode: "0",
    // The author line of articles: the site's editors, not an admin account.
    admin_name: "Manzil Editorial Team",
    admin_name_ar: "فريق تحرير منزل",
    admin_image: b.favicon,
    // The demo has no social accounts; empty ids hide the icons rather than link to someone else's page.
    facebook_id: "",
    instagram_id: "",
    twitter_id: "",
    youtube_id: "",
    // Colours of the eBroker web client's category tiles and sell/rent badges, in the brand's palette.
    category_background: "#e6f4f1",
    sell_web_color: BRAND_COLOUR,
    sell_web_background_color: "#ccfbf1",
    rent_web_color: "#b45309",
    rent_web_background_color: "#fef3c7",
    auto_approve: "1",
    auto_approve_edited_listings: "0",
    // Bank transfer is offered from a fresh start (spec §4), to a sample account; `_ar` is the Arabic wording.
    bank_transfer_status: "1",
    bank_details: JSON.stringify([
      { title: "Bank", value: "Banque Misr, Zamalek branch" },
      { title: "Account name", value: "Manzil Real Estate LLC" },
      { title: "IBAN", value: "EG380019000500000000263180002" },
    ]),
    bank_details_ar: JSON.stringify([
      { title: "البنك", value: "بنك مصر، فرع الزمالك" },
      { title: "اسم الحساب", value: "منزل العقارية ش.ذ.م.م" },
      { title: "رقم الآيبان", value: "EG380019000500000000263180002" },
    ]),
    allow_cookies: "1",
    text_property_submission:
      "Thank you! Your listing has been submitted and will appear as soon as it has been reviewed.",
    text_property_submission_ar: "شكرًا لك! تم إرسال إعلانك وسيظهر فور مراجعته.",
    about_us: pages.aboutUs.en,
    about_us_ar: pages.aboutUs.ar,
    privacy_policy: pages.privacyPolicy.en,
    privacy_policy_ar: pages.privacyPolicy.ar,
    terms_conditions: pages.termsConditions.en,
    terms_conditions_ar: pages.termsConditions.ar,
  };
  return Object.entries(values).map(([key, value]) => ({ key, value, updatedAt: now }));
}
