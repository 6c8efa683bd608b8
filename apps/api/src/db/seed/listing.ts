import {
  commercialAdjectives,
  parameterSeeds,
  residentialAdjectives,
  vacationAdjectives,
  type Adjective,
  type CategorySeed,
  type Classification,
  type ParameterKey,
} from "./sources/catalogue.js";
import { countries, streets, type Bilingual, type CitySeed } from "./sources/cities.js";
import { hotelSuffixes, namePrefixes } from "./sources/names.js";
import { documentPool } from "./documents.js";
import type { PropertyPlan } from "./generate.js";
import { SPREAD_DAYS, arabicDigits, clamp, jitter, roundTo, youtube } from "./helpers.js";
import { listingImages, listingThemes } from "./images.js";
import type { Random } from "./random.js";
import { uniqueSlug } from "./slug.js";
import {
  bathroomsAr,
  bathroomsEn,
  bedroomsAr,
  bedroomsEn,
  groupDigits,
  guestsAr,
  indefinite,
  metaDescription,
  metaKeywords,
  metaTitle,
  yearsAr,
} from "./text.js";

/** One generated listing: parameters, price, bilingual texts, media and near-by places, all from one RNG. */

export type ListingContext = {
  rng: Random;
  classification: Classification;
  category: CategorySeed;
  categoryIndex: number;
  cityIndex: number;
  city: CitySeed;
  district: Bilingual;
  /** Class 3 listings belong to a project (by name). */
  project: { name: Bilingual; owner: number } | null;
  year: number;
  ago: (days: number) => Date;
  after: (start: Date, days: number) => Date;
  slugs: Set<string>;
  hotelNames: Set<string>;
  pickOwner: () => number;
  userRows: { name: string; email?: string | null; mobile?: string | null }[];
  facilityAt: Map<string, number>;
};

type Sentence = [en: string, ar: string];

const cap = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

const optionAr = (key: ParameterKey, value: string): string =>
  (parameterSeeds[key].options as readonly { value: string; value_ar: string }[]).find(
    (o) => o.value === value,
  )?.value_ar ?? value;

const viewEn: Record<string, string> = {
  Sea: "sea",
  Nile: "Nile",
  Garden: "garden",
  City: "city",
  Pool: "pool",
  Golf: "golf course",
  Desert: "desert",
};

const finishingText: Record<string, { en: string; ar: string; short: string; shortAr: string }> = {
  "Core and shell": {
    en: "The unit is delivered as core and shell.",
    ar: "الوحدة على المحارة.",
    short: "as core and shell",
    shortAr: "على المحارة",
  },
  "Semi-finished": {
    en: "The unit is semi-finished.",
    ar: "الوحدة نصف تشطيب.",
    short: "semi-finished",
    shortAr: "نصف تشطيب",
  },
  "Fully finished": {
    en: "The unit is fully finished.",
    ar: "الوحدة بتشطيب كامل.",
    short: "fully finished",
    shortAr: "بتشطيب كامل",
  },
  "Ultra lux": {
    en: "The unit has ultra-lux finishing.",
    ar: "الوحدة بتشطيب سوبر لوكس.",
    short: "with ultra-lux finishing",
    shortAr: "بتشطيب سوبر لوكس",
  },
};

const furnishedText: Record<string, { en: string; ar: string }> = {
  Yes: { en: "fully furnished", ar: "مفروشة بالكامل" },
  No: { en: "unfurnished", ar: "غير مفروشة" },
  "Semi-furnished": { en: "semi-furnished", ar: "نصف مفروشة" },
};

const outdoorText: Record<string, Sentence> = {
  "Private pool": ["It has its own private pool.", "يضم العقار حمام سباحة خاصًا."],
  "Private garden": [
    "A private garden adds extra space outdoors.",
    "تمنحك الحديقة الخاصة مساحة إضافية في الهواء الطلق.",
  ],
  "Roof terrace": ["The roof terrace is perfect for evenings outside.", "الروف مثالي للسهر في الهواء الطلق."],
  Balcony: ["A balcony opens off the living room.", "تطل شرفة من غرفة المعيشة."],
};

const commercialUse: Record<string, Bilingual> = {
  office: { en: "a company headquarters or a growing start-up", ar: "لمقر شركة أو لشركة ناشئة تنمو" },
  shop: { en: "a café, a pharmacy or a retail brand", ar: "لمقهى أو صيدلية أو علامة تجارية للبيع بالتجزئة" },
  warehouse: {
    en: "logistics, storage or light manufacturing",
    ar: "للخدمات اللوجستية أو التخزين أو التصنيع الخفيف",
  },
  clinic: { en: "a medical or dental practice", ar: "لعيادة طبية أو عيادة أسنان" },
};

const rejectionReasons = [
  "The photos do not show the property. Please upload pictures of the unit itself.",
  "The price looks incorrect. Please check the amount and the currency.",
  "The address is incomplete. Please add the street and the building number.",
  "This listing duplicates one that is already published.",
];

const weekdays = ["saturday", "sunday", "monday", "tuesday", "wednesday", "thursday", "friday"];

export function buildProperty(ctx: ListingContext): PropertyPlan {
  const { rng, classification, category, city, district } = ctx;
  const slug = category.slug;
  const country = countries[city.countryCode];

  // Listing type and rent duration.
  let listingType: "sell" | "rent" | "sold" | "rented";
  if (classification === 1)
    listingType =
      slug === "land"
        ? rng.weighted([
            ["sell", 92],
            ["sold", 8],
          ] as const)
        : rng.weighted([
            ["sell", 53],
            ["rent", 39],
            ["sold", 4],
            ["rented", 4],
          ] as const);
  else if (classification === 2) listingType = rng.chance(0.45) ? "sell" : "rent";
  else if (classification === 3) listingType = "sell";
  else listingType = "rent";
  const forSale = listingType === "sell" || listingType === "sold";
  const stay = classification === 4 || classification === 5;
  let rentDuration: "daily" | "monthly" | "quarterly" | "yearly" | null = null;
  if (stay) rentDuration = "daily";
  else if (!forSale)
    rentDuration = rng.weighted([
      ["monthly", classification === 2 ? 60 : 70],
      ["yearly", classification === 2 ? 30 : 20],
      ["quarterly", 10],
    ] as const);

  // Parameters.
  const has = (key: ParameterKey): boolean => category.parameters.includes(key);
  const values = new Map<ParameterKey, string>();
  /** Arabic for free-text values (choices are translated through their options). */
  const valuesAr = new Map<ParameterKey, string>();
  const bedrooms = has("bedrooms") ? bedroomCount(rng, slug) : 0;
  const bathrooms = has("bathrooms") ? bathroomCount(rng, slug, bedrooms) : 0;
  const area = has("area") ? areaFor(rng, slug, bedrooms) : 0;
  const stars = classification === 5 ? Number(slug.charAt(0)) : 0;
  if (has("bedrooms")) values.set("bedrooms", String(bedrooms));
  if (has("bathrooms")) values.set("bathrooms", String(bathrooms));
  if (has("area")) values.set("area", String(area));
  if (has("furnished"))
    values.set(
      "furnished",
      classification === 4
        ? "Yes"
        : rng.weighted(
            forSale
              ? ([
                  ["No", 55],
                  ["Semi-furnished", 20],
                  ["Yes", 25],
                ] as const)
              : ([
                  ["Yes", 55],
                  ["Semi-furnished", 20],
                  ["No", 25],
                ] as const),
          ),
    );
  if (has("floor")) values.set("floor", String(floorFor(rng, slug)));
  if (has("parking"))
    values.set(
      "parking",
      rng.weighted(
        slug === "villa" || slug === "townhouse"
          ? ([
              ["Private garage", 50],
              ["2 spaces", 40],
              ["1 space", 10],
            ] as const)
          : ([
              ["None", 20],
              ["1 space", 50],
              ["2 spaces", 20],
              ["Private garage", 10],
            ] as const),
      ),
    );
  if (has("view")) values.set("view", viewFor(rng, city, classification));
  if (has("yearBuilt")) values.set("yearBuilt", String(ctx.year - rng.int(0, slug === "villa" ? 20 : 35)));
  if (has("finishing"))
    values.set(
      "finishing",
      rng.weighted(
        classification === 3
          ? ([
              ["Semi-finished", 30],
              ["Fully finished", 35],
              ["Core and shell", 25],
              ["Ultra lux", 10],
            ] as const)
          : classification === 2
            ? ([
                ["Fully finished", 50],
                ["Semi-finished", 25],
                ["Core and shell", 25],
              ] as const)
            : ([
                ["Fully finished", 55],
                ["Ultra lux", 25],
                ["Semi-finished", 15],
                ["Core and shell", 5],
              ] as const),
      ),
    );
  if (has("outdoor")) {
    const outdoor = outdoorFor(rng, slug);
    if (outdoor.length > 0) values.set("outdoor", outdoor.join(","));
  }
  const delivery = ctx.year + rng.int(1, 4);
  const down = rng.pick([5, 10, 15, 20]);
  const years = rng.int(5, 10);
  if (has("delivery")) values.set("delivery", String(delivery));
  if (has("paymentPlan")) {
    values.set("paymentPlan", `${down}% down payment, then ${years} years of quarterly instalments.`);
    valuesAr.set("paymentPlan", `مقدم ${down}٪ ثم أقساط ربع سنوية على ${years} سنوات.`);
  }
  const guests = classification === 5 ? rng.int(2, 4) : Math.max(2, bedrooms * 2 + rng.int(0, 2));
  if (has("maxGuests")) values.set("maxGuests", String(guests));
  if (has("amenities")) values.set("amenities", amenitiesFor(rng, city, classification, stars).join(","));
  const rooms = stars === 3 ? rng.int(4, 12) * 10 : stars === 4 ? rng.int(8, 25) * 10 : rng.int(15, 45) * 10;
  if (has("rooms")) values.set("rooms", String(rooms));

  // Price in EGP, then minor units.
  const price = priceFor(rng, { slug, classification, forSale, rentDuration, area, bedrooms, stars, city });

  // Names and texts.
  const adjectives: Adjective[] =
    classification === 2
      ? commercialAdjectives
      : classification === 4
        ? vacationAdjectives
        : residentialAdjectives;
  const adjective = rng.pick(adjectives);
  const adjAr = category.feminine ? adjective.f : adjective.m;
  const saleEn = forSale ? "for Sale" : "for Rent";
  const saleAr = forSale ? "للبيع" : "للإيجار";
  const nounLower = category.noun.toLowerCase();
  let title: Bilingual;
  let hotelName: Bilingual | null = null;
  switch (classification) {
    case 1:
      title =
        slug === "land"
          ? {
              en: `Land Plot of ${groupDigits(area)} sqm for Sale in ${district.en}`,
              ar: `قطعة أرض بمساحة ${groupDigits(area)} م² للبيع في ${district.ar}`,
            }
          : bedrooms === 0
            ? {
                en: `${adjective.en} Studio ${saleEn} in ${district.en}`,
                ar: `استوديو ${adjective.m} ${saleAr} في ${district.ar}`,
              }
            : {
                en: `${adjective.en} ${bedrooms}-Bedroom ${category.noun} ${saleEn} in ${district.en}`,
                ar: `${category.nounAr} ${adjAr} من ${bedroomsAr(bedrooms)} ${saleAr} في ${district.ar}`,
              };
      break;
    case 2:
      title = {
        en: `${adjective.en} ${category.noun} of ${groupDigits(area)} sqm ${saleEn} in ${district.en}`,
        ar: `${category.nounAr} ${adjAr} بمساحة ${groupDigits(area)} م² ${saleAr} في ${district.ar}`,
      };
      break;
    case 3: {
      const project = ctx.project?.name ?? district;
      title = {
        en: `${bedrooms}-Bedroom ${category.noun} in ${project.en}, ${city.name}`,
        ar: `${category.nounAr} من ${bedroomsAr(bedrooms)} في ${project.ar}، ${city.nameAr}`,
      };
      break;
    }
    case 4:
      title = {
        en: `${adjective.en} ${bedrooms}-Bedroom ${category.noun} in ${district.en}`,
        ar: `${category.nounAr} ${adjAr} من ${bedroomsAr(bedrooms)} في ${district.ar}`,
      };
      break;
    case 5: {
      hotelName = hotelNameFor(rng, city, ctx.hotelNames);
      title = { en: `${hotelName.en}, ${city.name}`, ar: `${hotelName.ar}، ${city.nameAr}` };
      break;
    }
  }

  const view = values.get("view");
  const finishing = values.get("finishing");
  const furnished = values.get("furnished");
  const floor = values.get("floor");
  const outdoor = values.get("outdoor")?.split(",")[0];
  const instantBooking = stay && rng.chance(0.5);
  const nonRefundable = stay && rng.chance(0.25);
  const dealSentence: Sentence =
    listingType === "sold"
      ? ["This property has been sold.", "تم بيع هذا العقار."]
      : listingType === "rented"
        ? ["This property is currently rented.", "هذا العقار مؤجر حاليًا."]
        : forSale
          ? ["The price is negotiable for serious buyers.", "السعر قابل للتفاوض للمشترين الجادين."]
          : [
              "Available now; the minimum contract is one year.",
              "العقار متاح الآن، والحد الأدنى لمدة العقد سنة واحدة.",
            ];
  const checkTimes: Sentence = [
    "Check-in is from 14:00 and check-out is by 12:00.",
    "تسجيل الوصول من الساعة 14:00 والمغادرة حتى الساعة 12:00.",
  ];
  const place = `${district.en}, ${city.name}`;
  const placeAr = `${district.ar}، ${city.nameAr}`;
  const verb = category.feminine ? "تضم" : "يضم";

  let intro: Sentence;
  const optional: (Sentence | null)[] = [];
  const required: Sentence[] = [];
  switch (classification) {
    case 1:
      if (slug === "land") {
        intro = [
          `${cap(indefinite(String(area)))} ${groupDigits(area)} sqm plot in ${place}, suitable for a private villa or a small residential building.`,
          `قطعة أرض بمساحة ${groupDigits(area)} م² في ${placeAr}، مناسبة لبناء فيلا خاصة أو مبنى سكني صغير.`,
        ];
        optional.push(
          [
            "Utilities are available at the plot boundary and the title is registered.",
            "المرافق متوفرة على حدود الأرض والملكية مسجلة.",
          ],
          [
            "Building permits allow a ground floor and two upper floors.",
            "تسمح تراخيص البناء بدور أرضي ودورين علويين.",
          ],
        );
      } else if (bedrooms === 0) {
        intro = [
          `${cap(indefinite(adjective.en))} ${adjective.en.toLowerCase()} studio of ${groupDigits(area)} sqm with ${bathroomsEn(bathrooms)} in ${place}.`,
          `استوديو ${adjective.m} بمساحة ${groupDigits(area)} م² يضم ${bathroomsAr(bathrooms)} في ${placeAr}.`,
        ];
      } else {
        intro = [
          `${cap(indefinite(adjective.en))} ${adjective.en.toLowerCase()} ${nounLower} with ${bedroomsEn(bedrooms)} and ${bathroomsEn(bathrooms)} across ${groupDigits(area)} sqm in ${place}.`,
          `${category.nounAr} ${adjAr} ${verb} ${bedroomsAr(bedrooms)} و${bathroomsAr(bathrooms)} على مساحة ${groupDigits(area)} م² في ${placeAr}.`,
        ];
      }
      if (furnished && view) {
        const f = furnishedText[furnished] ?? { en: furnished, ar: furnished };
        optional.push([
          `The unit is ${f.en} and has a ${viewEn[view] ?? view} view.`,
          `الوحدة ${f.ar} وتطل على ${optionAr("view", view)}.`,
        ]);
      }
      if (floor !== undefined)
        optional.push(
          floor === "0"
            ? [
                "It is on the ground floor of a well-kept building with a lift and 24-hour security.",
                "تقع الوحدة في الطابق الأرضي في مبنى بحالة ممتازة به مصعد وأمن على مدار الساعة.",
              ]
            : [
                `It is on floor ${floor} of a well-kept building with a lift and 24-hour security.`,
                `تقع الوحدة في الطابق ${floor} في مبنى بحالة ممتازة به مصعد وأمن على مدار الساعة.`,
              ],
        );
      if (finishing) optional.push([finishingText[finishing]?.en ?? "", finishingText[finishing]?.ar ?? ""]);
      if (outdoor) optional.push(outdoorText[outdoor] ?? null);
      optional.push(
        ["Schools, shops and cafés are a few minutes away.", "المدارس والمحلات والمقاهي على بعد دقائق."],
        ["Viewings can be arranged any day of the week.", "يمكن ترتيب المعاينة في أي يوم من أيام الأسبوع."],
      );
      break;
    case 2:
      intro = [
        `${cap(indefinite(adjective.en))} ${adjective.en.toLowerCase()} ${nounLower} of ${groupDigits(area)} sqm in ${place}.`,
        `${category.nounAr} ${adjAr} بمساحة ${groupDigits(area)} م² في ${placeAr}.`,
      ];
      if (commercialUse[slug]) {
        const use = commercialUse[slug];
        optional.push([`The space suits ${use.en}.`, `المساحة مناسبة ${use.ar}.`]);
      }
      optional.push(
        [
          "The building offers parking, backup power and round-the-clock security.",
          "يوفر المبنى مواقف للسيارات وكهرباء احتياطية وأمنًا على مدار الساعة.",
        ],
        slug === "shop"
          ? [
              "It sits on a busy street with strong foot traffic.",
              "يقع المحل على شارع حيوي بحركة مشاة كثيفة.",
            ]
          : ["The main road is a minute away.", "الطريق الرئيسي على بعد دقيقة واحدة."],
      );
      if (finishing) optional.push([finishingText[finishing]?.en ?? "", finishingText[finishing]?.ar ?? ""]);
      break;
    case 3: {
      const project = ctx.project?.name ?? district;
      intro = [
        `${cap(indefinite(String(bedrooms)))} ${bedrooms}-bedroom ${nounLower} of ${groupDigits(area)} sqm in ${project.en}, a new development in ${place}.`,
        `${category.nounAr} من ${bedroomsAr(bedrooms)} بمساحة ${groupDigits(area)} م² في ${project.ar}، وهو مشروع جديد في ${placeAr}.`,
      ];
      const fin = finishingText[finishing ?? "Semi-finished"] ?? finishingText["Semi-finished"];
      required.push([
        `Delivery is expected in ${delivery}, ${fin?.short ?? "semi-finished"}.`,
        `من المتوقع الاستلام في ${delivery} ${fin?.shortAr ?? "نصف تشطيب"}.`,
      ]);
      optional.push(
        [
          `Pay ${down}% down and the rest over ${years} years.`,
          `ادفع ${down}% مقدمًا والباقي على ${yearsAr(years)}.`,
        ],
        [
          "The compound includes landscaped gardens, a clubhouse and a children's play area.",
          "يضم المشروع حدائق منسقة وناديًا اجتماعيًا ومنطقة لعب للأطفال.",
        ],
        ["Units in the first phase are selling fast.", "وحدات المرحلة الأولى تُباع بسرعة."],
      );
      break;
    }
    case 4:
      intro = [
        `${cap(indefinite(adjective.en))} ${adjective.en.toLowerCase()} ${nounLower} with ${bedroomsEn(bedrooms)} for up to ${guests} guests in ${place}.`,
        `${category.nounAr} ${adjAr} ${verb} ${bedroomsAr(bedrooms)} ${category.feminine ? "وتتسع" : "ويتسع"} لما يصل إلى ${guestsAr(guests)} في ${placeAr}.`,
      ];
      if (view)
        optional.push([
          `Enjoy a ${viewEn[view] ?? view} view and days spent close to the water.`,
          `استمتع بإطلالة على ${optionAr("view", view)} وبأيام قريبة من الماء.`,
        ]);
      optional.push(
        checkTimes,
        [
          "The kitchen is fully equipped and Wi-Fi is included.",
          "المطبخ مجهز بالكامل والإنترنت اللاسلكي مشمول.",
        ],
        [
          "Perfect for a family holiday or a weekend with friends.",
          "المكان مثالي لعطلة عائلية أو لعطلة نهاية أسبوع مع الأصدقاء.",
        ],
      );
      if (instantBooking)
        optional.push(["Book instantly with no wait for approval.", "احجز فورًا دون انتظار الموافقة."]);
      break;
    case 5: {
      const name = hotelName ?? title;
      intro = [
        `${name.en} is ${indefinite(String(stars))} ${stars}-star hotel in ${place}, with ${rooms} rooms and suites.`,
        `${name.ar} فندق ${stars} نجوم في ${placeAr}، ويضم ${rooms} غرفة وجناحًا.`,
      ];
      if (view)
        optional.push([
          `Guests enjoy a ${viewEn[view] ?? view} view, a swimming pool and a restaurant serving breakfast every day.`,
          `يستمتع النزلاء بإطلالة على ${optionAr("view", view)} وحمام سباحة ومطعم يقدم الإفطار يوميًا.`,
        ]);
      optional.push(checkTimes, [
        "Free Wi-Fi throughout, and airport transfers on request.",
        "إنترنت لاسلكي مجاني في كل مكان، وتوصيل من المطار وإليه عند الطلب.",
      ]);
      if (stars >= 4)
        optional.push([
          "The spa and fitness centre are open every day.",
          "المنتجع الصحي ومركز اللياقة البدنية مفتوحان يوميًا.",
        ]);
      if (city.name === "Makkah" || city.name === "Madinah")
        required.push([
          "The hotel is a short walk from the Haram.",
          "يقع الفندق على بعد خطوات قليلة من الحرم.",
        ]);
      break;
    }
  }
  if (classification <= 2 && (listingType === "sold" || listingType === "rented" || rng.chance(0.5)))
    required.push(dealSentence);
  const available = optional.filter((s): s is Sentence => s !== null && s[0] !== "");
  const extraCount = clamp(rng.int(1, 3) - required.length, 0, available.length);
  const picked = new Set(
    rng.sample(
      available.map((_, i) => i),
      extraCount,
    ),
  );
  const sentences: Sentence[] = [intro, ...available.filter((_, i) => picked.has(i)), ...required].slice(
    0,
    4,
  );
  const description = sentences.map((s) => s[0]).join(" ");
  const descriptionAr = sentences.map((s) => s[1]).join(" ");

  const areaSentences = areaDescription(rng, city, district);
  const street = rng.pick(streets.filter((s) => city.coastal || s.en !== "Corniche Road"));
  const building = rng.int(2, 140);
  const address =
    classification === 5
      ? {
          en: `${street.en}, ${district.en}, ${city.name}`,
          ar: `${street.ar}، ${district.ar}، ${city.nameAr}`,
        }
      : {
          en: `Building ${building}, ${street.en}, ${district.en}, ${city.name}`,
          ar: `مبنى ${building}، ${street.ar}، ${district.ar}، ${city.nameAr}`,
        };

  // Moderation, dates, counters.
  const moderation = rng.weighted([
    ["approved", 92],
    ["pending", 5],
    ["rejected", 3],
  ] as const);
  const isActive = moderation === "rejected" ? false : moderation === "pending" ? true : rng.chance(0.97);
  const createdAt =
    moderation === "pending" ? ctx.ago(rng.float(0.2, 14)) : ctx.ago(rng.float(3, SPREAD_DAYS));
  const ageDays = (ctx.ago(0).getTime() - createdAt.getTime()) / 86_400_000;
  const updatedAt = ctx.after(createdAt, rng.float(0, Math.min(ageDays, 60)));
  const viewCount =
    moderation === "approved" ? Math.floor(rng.next() ** 2.5 * 3200) + rng.int(3, 40) : rng.int(0, 6);

  // Media.
  const theme = category.theme;
  const titleImage = rng.pick(listingImages[theme]);
  const otherTheme = rng.pick(listingThemes.filter((t) => t !== theme && t !== "land"));
  const galleryPool = [
    ...listingImages[theme].filter((key) => key !== titleImage),
    ...listingImages[otherTheme],
  ];
  const gallery = rng.sample(galleryPool, rng.int(2, 5));
  const media: PropertyPlan["media"] = gallery.map((file, position) => ({
    kind: "gallery",
    file,
    name: null,
    position,
    createdAt,
  }));
  if (classification <= 3 && rng.chance(0.15)) {
    const doc = rng.pick(
      slug === "land" || classification === 3 ? documentPool.plans : documentPool.brochures,
    );
    media.push({ kind: "document", file: doc.key, name: doc.name, position: 0, createdAt });
  }

  const facilities = facilitiesFor(rng, ctx, classification);

  const owner = ctx.pickOwner();
  const ownerRow = ctx.userRows[owner];
  const meta = {
    title: metaTitle(title.en, `${category.noun} ${saleEn} in ${place}`, `${category.noun} in ${city.name}`),
    description: metaDescription(
      description,
      `${forSale ? "For sale" : stay ? "Book your stay" : "For rent"} on Manzil.`,
    ),
    keywords: metaKeywords([
      category.noun,
      stay ? (classification === 5 ? "hotel" : "holiday rental") : `${nounLower} ${saleEn.toLowerCase()}`,
      city.name,
      district.en,
      country.name,
      bedrooms > 0 ? `${bedrooms} bedrooms` : "",
      classification === 5 ? `${stars} star hotel` : "",
      ctx.project?.name.en ?? "",
    ]),
  };

  const companyContacts =
    classification === 5 && ownerRow
      ? {
          companyEmployeeUsername: ownerRow.name,
          companyEmployeeEmail: ownerRow.email ?? null,
          companyEmployeePhoneNumber: ownerRow.mobile ?? null,
          revenueUserName: `${ownerRow.name} Revenue Desk`,
          revenueEmail: ownerRow.email ?? null,
          revenuePhoneNumber: ownerRow.mobile ?? null,
          reservationUserName: `${ownerRow.name} Reservations`,
          reservationEmail: ownerRow.email ?? null,
          reservationPhoneNumber: ownerRow.mobile ?? null,
        }
      : {};

  return {
    owner,
    category: ctx.categoryIndex,
    city: ctx.cityIndex,
    media,
    parameters: category.parameters.flatMap((parameter) => {
      const value = values.get(parameter);
      const valueAr = valuesAr.get(parameter);
      return value === undefined ? [] : [{ parameter, value, ...(valueAr ? { valueAr } : {}) }];
    }),
    facilities,
    row: {
      slug: uniqueSlug(title.en.replace(/(\d),(\d)/g, "$1$2"), ctx.slugs, "property"),
      classification,
      listingType,
      title: title.en,
      titleAr: arabicDigits(title.ar),
      description,
      descriptionAr: arabicDigits(descriptionAr),
      areaDescription: areaSentences.en,
      areaDescriptionAr: arabicDigits(areaSentences.ar),
      address: address.en,
      addressAr: arabicDigits(address.ar),
      priceMinor: price * 100,
      currency: "EGP",
      weekendCommission: stay ? rng.pick([0, 0, 10, 15, 20]) : 0,
      rentDuration,
      city: city.name,
      state: city.state,
      country: country.name,
      ...jitter(rng, city, 0.035),
      titleImage,
      videoLink: rng.chance(0.15) ? youtube(rng) : null,
      metaTitle: meta.title,
      metaDescription: meta.description,
      metaKeywords: meta.keywords,
      metaImage: titleImage,
      isPremium: rng.chance(0.1),
      moderationStatus: moderation,
      rejectionReason: moderation === "rejected" ? rng.pick(rejectionReasons) : null,
      isActive,
      viewCount,
      // Blocked windows: the demo nights are open unless the calendar closes them (seed/stays.ts).
      availabilityType: stay ? 2 : null,
      availableDates: stay ? [] : null,
      rentPackage: stay ? (rng.chance(0.7) ? "basic" : "premium") : null,
      correspondingDay:
        classification <= 2 && rng.chance(0.3)
          ? rng
              .sample(weekdays, rng.int(1, 3))
              .sort((a, b) => weekdays.indexOf(a) - weekdays.indexOf(b))
              .map((day) => ({ day, from: `${rng.int(9, 12)}:00`, to: `${rng.int(15, 19)}:00` }))
          : null,
      checkIn: stay ? "14:00" : null,
      checkOut: stay ? "12:00" : null,
      instantBooking,
      nonRefundable,
      ...companyContacts,
      createdAt,
      updatedAt,
    },
  };
}

function bedroomCount(rng: Random, slug: string): number {
  switch (slug) {
    case "studio":
      return 0;
    case "apartment":
      return rng.weighted([
        [1, 15],
        [2, 35],
        [3, 35],
        [4, 15],
      ] as const);
    case "villa":
      return rng.int(3, 6);
    case "duplex":
      return rng.int(3, 5);
    case "penthouse":
      return rng.int(2, 4);
    case "townhouse":
      return rng.int(3, 4);
    case "compound-unit":
      return rng.int(2, 4);
    case "new-project-apartment":
      return rng.int(1, 3);
    case "chalet":
      return rng.int(1, 3);
    case "beach-house":
      return rng.int(2, 5);
    case "holiday-apartment":
      return rng.int(1, 3);
    default:
      return 0;
  }
}

function bathroomCount(rng: Random, slug: string, bedrooms: number): number {
  if (slug === "office") return rng.int(1, 4);
  if (slug === "clinic") return rng.int(1, 2);
  if (bedrooms <= 1) return 1;
  return clamp(bedrooms - rng.int(0, 1) + (bedrooms >= 4 ? rng.int(0, 1) : 0), 1, 7);
}

function areaFor(rng: Random, slug: string, bedrooms: number): number {
  switch (slug) {
    case "apartment":
      return roundTo(55 + bedrooms * 32 + rng.int(-5, 35), 5);
    case "villa":
      return roundTo(220 + bedrooms * 60 + rng.int(0, 260), 10);
    case "duplex":
      return roundTo(150 + bedrooms * 40 + rng.int(0, 60), 5);
    case "penthouse":
      return roundTo(140 + bedrooms * 45 + rng.int(0, 80), 5);
    case "studio":
      return rng.int(35, 65);
    case "townhouse":
      return roundTo(160 + bedrooms * 30 + rng.int(0, 50), 5);
    case "land":
      return roundTo(rng.int(300, 2000), 10);
    case "office":
      return roundTo(rng.int(45, 600), 5);
    case "shop":
      return roundTo(rng.int(25, 250), 5);
    case "warehouse":
      return roundTo(rng.int(400, 5000), 50);
    case "clinic":
      return roundTo(rng.int(55, 180), 5);
    case "compound-unit":
      return roundTo(100 + bedrooms * 35 + rng.int(0, 40), 5);
    case "new-project-apartment":
      return roundTo(60 + bedrooms * 30 + rng.int(0, 30), 5);
    case "chalet":
      return roundTo(60 + bedrooms * 30 + rng.int(0, 25), 5);
    case "beach-house":
      return roundTo(140 + bedrooms * 40 + rng.int(0, 60), 5);
    case "holiday-apartment":
      return roundTo(50 + bedrooms * 28 + rng.int(0, 25), 5);
    default:
      return roundTo(rng.int(60, 200), 5);
  }
}

function floorFor(rng: Random, slug: string): number {
  switch (slug) {
    case "penthouse":
      return rng.int(8, 32);
    case "studio":
      return rng.int(1, 15);
    case "duplex":
      return rng.chance(0.5) ? 0 : rng.int(5, 12);
    case "office":
      return rng.int(1, 25);
    case "shop":
      return rng.chance(0.85) ? 0 : 1;
    case "clinic":
      return rng.int(1, 10);
    case "new-project-apartment":
      return rng.int(1, 14);
    default:
      return rng.int(0, 18);
  }
}

function viewFor(rng: Random, city: CitySeed, classification: Classification): string {
  if (city.coastal)
    return rng.weighted(
      classification >= 4
        ? ([
            ["Sea", 60],
            ["Pool", 25],
            ["Garden", 15],
          ] as const)
        : ([
            ["Sea", 35],
            ["Pool", 15],
            ["Garden", 20],
            ["City", 25],
            ["Golf", 5],
          ] as const),
    );
  if (city.name === "Cairo" || city.name === "Giza")
    return rng.weighted([
      ["Nile", 20],
      ["Garden", 30],
      ["City", 40],
      ["Pool", 10],
    ] as const);
  return rng.weighted([
    ["Garden", 40],
    ["City", 30],
    ["Pool", 15],
    ["Desert", 10],
    ["Golf", 5],
  ] as const);
}

function outdoorFor(rng: Random, slug: string): string[] {
  const picked = new Set<string>();
  const maybe = (option: string, p: number): void => {
    if (rng.chance(p)) picked.add(option);
  };
  switch (slug) {
    case "villa":
      picked.add("Private garden");
      maybe("Roof terrace", 0.3);
      maybe("Private pool", 0.5);
      break;
    case "townhouse":
      picked.add("Private garden");
      maybe("Roof terrace", 0.4);
      break;
    case "penthouse":
      picked.add("Roof terrace");
      maybe("Private pool", 0.2);
      break;
    case "duplex":
      maybe("Private garden", 0.4);
      maybe("Roof terrace", 0.4);
      maybe("Balcony", 0.6);
      break;
    case "beach-house":
      maybe("Private garden", 0.6);
      maybe("Roof terrace", 0.3);
      maybe("Private pool", 0.4);
      break;
    case "compound-unit":
      maybe("Private garden", 0.5);
      maybe("Balcony", 0.6);
      break;
    default:
      maybe("Balcony", 0.7);
  }
  // Keep the parameter's option order.
  return parameterSeeds.outdoor.options.map((o) => o.value).filter((value) => picked.has(value));
}

function amenitiesFor(rng: Random, city: CitySeed, classification: Classification, stars: number): string[] {
  const picked = new Set<string>(["Wi-Fi", "Air conditioning"]);
  if (classification === 4) {
    picked.add("Kitchen");
    if (rng.chance(0.6)) picked.add("Washing machine");
    if (rng.chance(0.7)) picked.add("Smart TV");
    if (rng.chance(0.5)) picked.add("Swimming pool");
  } else {
    picked.add("Smart TV");
    if (stars >= 4 || rng.chance(0.4)) picked.add("Swimming pool");
  }
  if (city.coastal && rng.chance(0.7)) picked.add("Beach access");
  return parameterSeeds.amenities.options.map((o) => o.value).filter((value) => picked.has(value));
}

function priceFor(
  rng: Random,
  p: {
    slug: string;
    classification: Classification;
    forSale: boolean;
    rentDuration: string | null;
    area: number;
    bedrooms: number;
    stars: number;
    city: CitySeed;
  },
): number {
  const factor = p.city.priceFactor * rng.float(0.8, 1.25);
  if (p.classification === 5) {
    const [min, max] = p.stars === 3 ? [1_200, 3_000] : p.stars === 4 ? [2_500, 5_500] : [4_500, 9_500];
    const cityLift = clamp(0.85 + 0.1 * p.city.priceFactor, 0.85, 1.15);
    return clamp(roundTo(rng.float(min, max) * cityLift, 50), 1_200, 9_500);
  }
  if (p.classification === 4) {
    const base = (900 + p.bedrooms * 750) * (0.7 + 0.3 * p.city.priceFactor) * rng.float(0.85, 1.2);
    return clamp(roundTo(base * (p.slug === "beach-house" ? 1.3 : 1), 50), 1_200, 9_500);
  }
  if (p.forSale) {
    const [perSqm, min, max] = (
      {
        apartment: [45_000, 1_500_000, 25_000_000],
        studio: [50_000, 1_500_000, 25_000_000],
        duplex: [48_000, 3_000_000, 40_000_000],
        penthouse: [60_000, 4_000_000, 60_000_000],
        villa: [55_000, 8_000_000, 120_000_000],
        townhouse: [47_000, 5_000_000, 60_000_000],
        land: [12_000, 1_500_000, 80_000_000],
        office: [60_000, 1_500_000, 80_000_000],
        shop: [90_000, 1_500_000, 60_000_000],
        warehouse: [14_000, 5_000_000, 90_000_000],
        clinic: [55_000, 1_500_000, 20_000_000],
        "compound-unit": [52_000, 2_000_000, 45_000_000],
        "new-project-apartment": [46_000, 2_000_000, 45_000_000],
      } as Record<string, [number, number, number]>
    )[p.slug] ?? [45_000, 1_500_000, 25_000_000];
    return clamp(roundTo(p.area * perSqm * factor, 50_000), min, max);
  }
  const [perSqmMonth, min, max] = (
    {
      villa: [250, 25_000, 150_000],
      office: [420, 8_000, 400_000],
      shop: [750, 8_000, 400_000],
      warehouse: [85, 15_000, 400_000],
      clinic: [380, 8_000, 200_000],
    } as Record<string, [number, number, number]>
  )[p.slug] ?? [240, 8_000, 150_000];
  const monthly = clamp(roundTo(p.area * perSqmMonth * factor, 500), min, max);
  if (p.rentDuration === "yearly") return roundTo(monthly * 12 * 0.95, 1_000);
  if (p.rentDuration === "quarterly") return roundTo(monthly * 3, 500);
  return monthly;
}

function hotelNameFor(rng: Random, city: CitySeed, used: Set<string>): Bilingual {
  for (;;) {
    const prefix = rng.pick(namePrefixes);
    const suffix = rng.pick(city.coastal ? hotelSuffixes : hotelSuffixes.filter((s) => !s.coastal));
    const name = { en: `${prefix.en} ${suffix.en}`, ar: suffix.ar(prefix.ar) };
    const key = `${name.en}|${city.name}`;
    if (!used.has(key)) {
      used.add(key);
      return name;
    }
  }
}

function areaDescription(rng: Random, city: CitySeed, district: Bilingual): Bilingual {
  const d = district;
  const options: Sentence[] = [
    [
      `${d.en} is one of ${city.name}'s most sought-after neighbourhoods, with good schools and green streets.`,
      `${d.ar} من أكثر مناطق ${city.nameAr} طلبًا، وتتميز بمدارسها الجيدة وشوارعها الخضراء.`,
    ],
    [
      `${d.en} is close to malls, restaurants and the main roads of ${city.name}.`,
      `تقع ${d.ar} بالقرب من المراكز التجارية والمطاعم والطرق الرئيسية في ${city.nameAr}.`,
    ],
    [
      `${d.en} is known for its calm streets and friendly community.`,
      `تشتهر ${d.ar} بشوارعها الهادئة ومجتمعها الودود.`,
    ],
  ];
  if (city.coastal)
    options.push([
      `${d.en} is minutes from the beach, the marina and seafront cafés.`,
      `تبعد ${d.ar} دقائق عن الشاطئ والمارينا والمقاهي المطلة على البحر.`,
    ]);
  if (city.metro)
    options.push([
      `${d.en} is well connected by metro and public transport.`,
      `ترتبط ${d.ar} جيدًا بالمترو ووسائل النقل العام.`,
    ]);
  const chosen = rng.sample(options, rng.int(1, 2));
  return { en: chosen.map((s) => s[0]).join(" "), ar: chosen.map((s) => s[1]).join(" ") };
}

function facilitiesFor(
  rng: Random,
  ctx: ListingContext,
  classification: Classification,
): { facility: number; distance: number }[] {
  const { city } = ctx;
  const candidates = [
    "school",
    "hospital",
    "supermarket",
    "mall",
    "metro-station",
    "airport",
    "beach",
    "mosque",
    "park",
    "gym",
    "pharmacy",
    "bank",
  ].filter((slug) => (slug !== "metro-station" || city.metro) && (slug !== "beach" || city.coastal));
  const must: string[] = [];
  if (classification === 4 && city.coastal) must.push("beach");
  if (classification === 5 && (city.name === "Makkah" || city.name === "Madinah")) must.push("mosque");
  const count = rng.int(2, 5);
  const rest = rng.sample(
    candidates.filter((slug) => !must.includes(slug)),
    Math.max(0, count - must.length),
  );
  const one = (value: number): number => Math.round(value * 10) / 10;
  return [...must, ...rest].map((slug) => {
    const distance =
      slug === "airport"
        ? one(rng.float(5, 15))
        : must.includes(slug)
          ? one(rng.float(0.2, 1.5))
          : one(rng.float(0.2, 6));
    const facility = ctx.facilityAt.get(slug);
    if (facility === undefined) throw new Error(`seed: unknown facility ${slug}`);
    return { facility, distance };
  });
}
