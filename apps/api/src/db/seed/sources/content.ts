/** Static bilingual content: pages, articles, FAQs, homepage sections, SEO, features and packages. */

export const pages = {
  aboutUs: {
    en:
      "<h2>About Manzil</h2>" +
      "<p>Manzil is a bilingual marketplace for homes, commercial space, new developments, holiday homes and hotel stays across Egypt, the United Arab Emirates and Saudi Arabia.</p>" +
      "<p>Owners and agents list their properties in English and Arabic. Visitors search by city, price, category and distance, compare listings side by side and contact the advertiser directly.</p>" +
      "<p>Every listing is reviewed before it is published, and agents can verify their identity so that buyers, tenants and guests know who they are dealing with.</p>",
    ar:
      "<h2>عن منزل</h2>" +
      "<p>منزل منصة ثنائية اللغة لعرض المنازل والمساحات التجارية والمشاريع الجديدة وبيوت العطلات والإقامات الفندقية في مصر والإمارات العربية المتحدة والمملكة العربية السعودية.</p>" +
      "<p>يعرض الملاك والوسطاء عقاراتهم باللغتين العربية والإنجليزية. ويبحث الزوار حسب المدينة والسعر والفئة والمسافة، ويقارنون بين الإعلانات جنبًا إلى جنب، ويتواصلون مع المعلن مباشرة.</p>" +
      "<p>تتم مراجعة كل إعلان قبل نشره، ويمكن للوسطاء توثيق هويتهم ليعرف المشترون والمستأجرون والضيوف مع من يتعاملون.</p>",
  },
  privacyPolicy: {
    en:
      "<h2>Privacy Policy</h2>" +
      "<p>This demo policy explains what Manzil collects and why. We store the details you give us when you create an account (name, e-mail address, phone number and profile picture) and the listings, messages and favourites you create.</p>" +
      "<p>We use this information to run the service: to show your listings, to let other users contact you, to process bookings and payments, and to send the notifications you asked for. We do not sell personal data.</p>" +
      "<p>Card details are handled by our payment providers and are never stored on our servers. You can ask us to export or delete your data at any time by writing to the address on the contact page.</p>" +
      "<h3>Cookies</h3><p>We use cookies to keep you signed in and to remember your language and currency.</p>",
    ar:
      "<h2>سياسة الخصوصية</h2>" +
      "<p>توضح هذه السياسة التجريبية البيانات التي يجمعها منزل وسبب جمعها. نحتفظ بالبيانات التي تقدمها عند إنشاء حسابك (الاسم والبريد الإلكتروني ورقم الهاتف وصورة الملف الشخصي) وبالإعلانات والرسائل والمفضلة التي تنشئها.</p>" +
      "<p>نستخدم هذه البيانات لتشغيل الخدمة: لعرض إعلاناتك، ولتمكين المستخدمين الآخرين من التواصل معك، ولمعالجة الحجوزات والمدفوعات، ولإرسال الإشعارات التي طلبتها. نحن لا نبيع البيانات الشخصية.</p>" +
      "<p>تتولى شركات الدفع معالجة بيانات البطاقات، ولا يتم تخزينها على خوادمنا. يمكنك أن تطلب تصدير بياناتك أو حذفها في أي وقت بمراسلتنا على العنوان الموجود في صفحة اتصل بنا.</p>" +
      "<h3>ملفات تعريف الارتباط</h3><p>نستخدم ملفات تعريف الارتباط لإبقائك مسجلًا للدخول ولتذكر لغتك وعملتك.</p>",
  },
  termsConditions: {
    en:
      "<h2>Terms and Conditions</h2>" +
      "<p>By using Manzil you agree to these demo terms. Advertisers must own the property they list or be authorised to market it, and must describe it honestly, including its price, size and condition.</p>" +
      "<p>Listings are reviewed before publication, and we may reject or remove any listing that is misleading, duplicated or unlawful. Paid packages give a number of listings and featured placements for a fixed period; unused credits expire with the package.</p>" +
      "<p>Bookings of holiday homes and hotel rooms are agreements between the guest and the host. Cancellation and refund rules are shown on each listing before payment.</p>" +
      "<p>Manzil is a marketplace and is not a party to sales or leases concluded between users.</p>",
    ar:
      "<h2>الشروط والأحكام</h2>" +
      "<p>باستخدامك منزل فإنك توافق على هذه الشروط التجريبية. يجب أن يكون المعلن مالكًا للعقار الذي يعلن عنه أو مفوضًا بتسويقه، وأن يصفه بأمانة بما في ذلك السعر والمساحة والحالة.</p>" +
      "<p>تتم مراجعة الإعلانات قبل نشرها، ويحق لنا رفض أو حذف أي إعلان مضلل أو مكرر أو مخالف للقانون. تمنح الباقات المدفوعة عددًا من الإعلانات والإعلانات المميزة لمدة محددة، وتنتهي الأرصدة غير المستخدمة بانتهاء الباقة.</p>" +
      "<p>حجوزات بيوت العطلات وغرف الفنادق اتفاقات بين الضيف والمضيف، وتظهر شروط الإلغاء والاسترداد في كل إعلان قبل الدفع.</p>" +
      "<p>منزل منصة وسيطة وليس طرفًا في عقود البيع أو الإيجار التي تتم بين المستخدمين.</p>",
  },
};

export type ArticleSeed = {
  title: string;
  titleAr: string;
  paragraphs: string[];
  paragraphsAr: string[];
  /** A category slug, or null for a general article. */
  category: string | null;
  keywords: string;
};

export const articleSeeds: ArticleSeed[] = [
  {
    title: "A First-Time Buyer's Guide to Apartments in New Cairo",
    titleAr: "دليل المشتري لأول مرة لشراء شقة في القاهرة الجديدة",
    category: "apartment",
    keywords: "new cairo, apartment, first-time buyer, fifth settlement",
    paragraphs: [
      "New Cairo has become the first choice for many families moving out of the city centre. Wide streets, international schools and large malls make the Fifth Settlement and Rehab City easy places to live.",
      "Before you visit, decide on a budget that includes the down payment, maintenance deposit and finishing costs. Many resale units are sold fully finished, while new units are often delivered semi-finished.",
      "Ask the seller for the registered contract, check the building's maintenance fees and visit at different times of day to judge traffic and noise.",
    ],
    paragraphsAr: [
      "أصبحت القاهرة الجديدة الاختيار الأول لكثير من العائلات التي تنتقل من وسط المدينة. فالشوارع الواسعة والمدارس الدولية والمراكز التجارية الكبيرة تجعل التجمع الخامس ومدينة الرحاب مكانين مريحين للسكن.",
      "قبل المعاينة، حدد ميزانية تشمل المقدم ووديعة الصيانة وتكاليف التشطيب. كثير من الوحدات المعروضة لإعادة البيع تُباع بتشطيب كامل، بينما تُسلَّم الوحدات الجديدة غالبًا نصف تشطيب.",
      "اطلب من البائع العقد المسجل، وتحقق من رسوم صيانة المبنى، وزر العقار في أوقات مختلفة من اليوم لتقدير الزحام والضوضاء.",
    ],
  },
  {
    title: "Renting or Buying in Cairo: What the Numbers Say",
    titleAr: "الإيجار أم الشراء في القاهرة: ماذا تقول الأرقام؟",
    category: null,
    keywords: "rent or buy, cairo, mortgage, investment",
    paragraphs: [
      "Whether to rent or buy depends on how long you plan to stay and how much cash you can put down. As a rule of thumb, buying makes sense when you expect to stay more than five years.",
      "Compare the yearly rent with the purchase price: if a year of rent is less than four percent of the price, renting is usually cheaper in the short term.",
      "Use the mortgage calculator on each listing to see the monthly instalment and the full amortisation table before you decide.",
    ],
    paragraphsAr: [
      "يعتمد الاختيار بين الإيجار والشراء على المدة التي تنوي البقاء فيها وعلى المبلغ النقدي المتاح لديك. وكقاعدة عامة، يكون الشراء منطقيًا إذا كنت تتوقع البقاء أكثر من خمس سنوات.",
      "قارن الإيجار السنوي بسعر الشراء: إذا كان إيجار سنة أقل من أربعة في المئة من السعر، فالإيجار عادةً أوفر على المدى القصير.",
      "استخدم حاسبة التمويل العقاري في كل إعلان لمعرفة القسط الشهري وجدول السداد الكامل قبل أن تقرر.",
    ],
  },
  {
    title: "How to Read a Payment Plan for an Off-Plan Unit",
    titleAr: "كيف تقرأ خطة السداد لوحدة قيد الإنشاء",
    category: "compound-unit",
    keywords: "off-plan, payment plan, installments, new project",
    paragraphs: [
      "Developers in Egypt and the Gulf often sell new units with a small down payment and instalments spread over six to ten years.",
      "Check whether the instalments are monthly or quarterly, whether there is a larger payment on delivery, and whether maintenance and parking are included in the price.",
      "A longer plan lowers each payment but usually raises the total price, so compare the cash price with the instalment price.",
    ],
    paragraphsAr: [
      "يبيع المطورون في مصر والخليج الوحدات الجديدة غالبًا بمقدم صغير وأقساط تمتد من ست إلى عشر سنوات.",
      "تحقق مما إذا كانت الأقساط شهرية أم ربع سنوية، وهل توجد دفعة أكبر عند الاستلام، وهل الصيانة والجراج مشمولان في السعر.",
      "الخطة الأطول تخفض قيمة كل قسط لكنها ترفع عادةً السعر الإجمالي، لذا قارن السعر النقدي بسعر التقسيط.",
    ],
  },
  {
    title: "Ten Questions to Ask Before Renting a Chalet on the North Coast",
    titleAr: "عشرة أسئلة قبل استئجار شاليه في الساحل الشمالي",
    category: "chalet",
    keywords: "north coast, chalet, summer rental, sahel",
    paragraphs: [
      "Summer on the North Coast books up early, so start looking in spring. Ask how far the chalet is from the beach and whether beach access is included.",
      "Check the number of beds, not only bedrooms, and ask whether air conditioning works in every room. Confirm the check-in and check-out times and the cancellation rules.",
      "Finally, ask about the village: security, pools, restaurants and whether guests need a gate pass.",
    ],
    paragraphsAr: [
      "تمتلئ حجوزات الصيف في الساحل الشمالي مبكرًا، لذا ابدأ البحث في الربيع. اسأل عن بعد الشاليه عن الشاطئ وهل الدخول إلى الشاطئ مشمول.",
      "تحقق من عدد الأسرّة وليس عدد الغرف فقط، واسأل هل يعمل التكييف في كل غرفة. وأكّد مواعيد الوصول والمغادرة وشروط الإلغاء.",
      "وأخيرًا، اسأل عن القرية نفسها: الأمن وحمامات السباحة والمطاعم، وهل يحتاج الضيوف إلى تصريح دخول.",
    ],
  },
  {
    title: "Choosing the Right Office Space for a Growing Team",
    titleAr: "كيف تختار المكتب المناسب لفريق عمل يكبر",
    category: "office",
    keywords: "office space, commercial, business bay, rent office",
    paragraphs: [
      "Plan for about eight to ten square metres per employee, plus meeting rooms and a small kitchen.",
      "Location matters for hiring: offices near the metro or main roads are easier for staff to reach. Ask about parking, backup power and internet providers in the building.",
      "Fitted offices cost more per month but save months of work and a large upfront fit-out budget.",
    ],
    paragraphsAr: [
      "خطط لمساحة تتراوح بين ثمانية وعشرة أمتار مربعة لكل موظف، إضافة إلى غرف الاجتماعات ومطبخ صغير.",
      "الموقع مهم عند التوظيف: فالمكاتب القريبة من المترو أو الطرق الرئيسية أسهل في الوصول للموظفين. اسأل عن مواقف السيارات والكهرباء الاحتياطية ومزودي الإنترنت في المبنى.",
      "المكاتب المجهزة أغلى شهريًا، لكنها توفر شهورًا من العمل وميزانية تجهيز كبيرة مقدمًا.",
    ],
  },
  {
    title: "What Hotel Star Ratings Really Mean",
    titleAr: "ماذا تعني تصنيفات نجوم الفنادق فعلًا؟",
    category: "4-star",
    keywords: "hotel, star rating, 4 star, 5 star",
    paragraphs: [
      "Star ratings describe facilities, not charm. A three-star hotel offers clean rooms and a restaurant; four stars add a pool, a gym and room service; five stars add a spa and round-the-clock concierge.",
      "For a short city stay, a well-located three-star hotel can be the better choice. For a beach holiday, facilities matter more.",
      "Always read what is included in the nightly price: breakfast, taxes and service charges can change the total considerably.",
    ],
    paragraphsAr: [
      "تصف النجوم المرافق وليس الطابع. فندق الثلاث نجوم يوفر غرفًا نظيفة ومطعمًا، ويضيف فندق الأربع نجوم حمام سباحة وصالة رياضية وخدمة الغرف، ويضيف فندق الخمس نجوم منتجعًا صحيًا وخدمة كونسيرج على مدار الساعة.",
      "للإقامة القصيرة في المدينة قد يكون فندق ثلاث نجوم في موقع جيد هو الخيار الأفضل، أما في عطلة الشاطئ فالمرافق أهم.",
      "اقرأ دائمًا ما يشمله سعر الليلة: الإفطار والضرائب ورسوم الخدمة قد تغير الإجمالي كثيرًا.",
    ],
  },
  {
    title: "Villa Living in Sheikh Zayed: Gardens, Schools and Space",
    titleAr: "الحياة في فيلا بالشيخ زايد: حدائق ومدارس ومساحة",
    category: "villa",
    keywords: "sheikh zayed, villa, family home, garden",
    paragraphs: [
      "Sheikh Zayed offers some of the greenest streets around Cairo, with standalone villas, twin houses and townhouses in gated compounds.",
      "Families value the short drive to international schools and the calm compared with the city centre. Expect larger gardens than in New Cairo at similar prices.",
      "When viewing a villa, check the water pressure, the state of the garden irrigation and the compound's service charges.",
    ],
    paragraphsAr: [
      "تتميز الشيخ زايد بأكثر الشوارع خضرة حول القاهرة، وتضم فيلات مستقلة وتوين هاوس وتاون هاوس داخل كمبوندات مسورة.",
      "تقدّر العائلات قرب المدارس الدولية والهدوء مقارنة بوسط المدينة، ويمكن توقع حدائق أكبر من القاهرة الجديدة بأسعار مماثلة.",
      "عند معاينة فيلا، تحقق من ضغط المياه وحالة نظام ري الحديقة ورسوم خدمات الكمبوند.",
    ],
  },
  {
    title: "Moving to Dubai: A Practical Checklist for Tenants",
    titleAr: "الانتقال إلى دبي: قائمة عملية للمستأجرين",
    category: null,
    keywords: "dubai, rent, tenant, ejari",
    paragraphs: [
      "Rents in Dubai are usually quoted per year and paid in one to four cheques. A security deposit and an agency fee are added on top.",
      "Make sure the tenancy contract is registered, and photograph the apartment on the day you move in.",
      "Budget for utility connection fees and district cooling charges, which are not always included in the rent.",
    ],
    paragraphsAr: [
      "تُحسب الإيجارات في دبي عادةً بالسنة وتُدفع بشيك واحد إلى أربعة شيكات، ويضاف إليها تأمين وعمولة الوسيط.",
      "تأكد من تسجيل عقد الإيجار، والتقط صورًا للشقة يوم انتقالك إليها.",
      "خصص ميزانية لرسوم توصيل المرافق ورسوم التبريد المركزي، فهي ليست مشمولة دائمًا في الإيجار.",
    ],
  },
  {
    title: "Red Sea Getaways: Hurghada, El Gouna or Sharm El Sheikh?",
    titleAr: "عطلات البحر الأحمر: الغردقة أم الجونة أم شرم الشيخ؟",
    category: "beach-house",
    keywords: "red sea, hurghada, el gouna, sharm el sheikh, holiday",
    paragraphs: [
      "Hurghada is lively and affordable, with long beaches and plenty of diving trips. El Gouna is a car-free lagoon town with restaurants around its marinas.",
      "Sharm El Sheikh has some of the best coral reefs in the world, just a short swim from the shore.",
      "All three have airports with direct flights, so the choice depends on whether you want nightlife, quiet or the reef.",
    ],
    paragraphsAr: [
      "الغردقة مدينة نابضة بالحياة وأسعارها معقولة، بشواطئ طويلة ورحلات غوص كثيرة. والجونة مدينة بحيرات هادئة تحيط المطاعم بمراسيها.",
      "وتضم شرم الشيخ بعضًا من أجمل الشعاب المرجانية في العالم على بعد سباحة قصيرة من الشاطئ.",
      "في المدن الثلاث مطارات برحلات مباشرة، لذا يعتمد الاختيار على رغبتك في السهر أو الهدوء أو الشعاب المرجانية.",
    ],
  },
  {
    title: "Understanding Finishing Levels in Egyptian Real Estate",
    titleAr: "فهم مستويات التشطيب في العقارات المصرية",
    category: null,
    keywords: "finishing, core and shell, semi-finished, fully finished",
    paragraphs: [
      "Core and shell means walls and a roof, with no plaster, plumbing fixtures or flooring. Semi-finished adds plaster, pipes and wiring.",
      "Fully finished units come with floors, bathrooms, a kitchen and paint, ready to furnish. Ultra lux usually means premium materials and built-in air conditioning.",
      "Finishing a unit yourself can cost a quarter of its price or more, so include it when you compare offers.",
    ],
    paragraphsAr: [
      "الوحدة على المحارة تعني جدرانًا وسقفًا فقط، بلا محارة داخلية أو تجهيزات صحية أو أرضيات. ونصف التشطيب يضيف المحارة والمواسير والأسلاك.",
      "أما التشطيب الكامل فيشمل الأرضيات والحمامات والمطبخ والدهانات، والوحدة جاهزة للفرش. ويعني السوبر لوكس عادةً خامات فاخرة وتكييفًا مركزيًا.",
      "قد تصل تكلفة تشطيب الوحدة بنفسك إلى ربع سعرها أو أكثر، لذا أضفها عند مقارنة العروض.",
    ],
  },
  {
    title: "How Verified Agents Make Your Search Safer",
    titleAr: "كيف يجعل الوسطاء الموثقون بحثك أكثر أمانًا",
    category: null,
    keywords: "verified agent, broker, safety, trust",
    paragraphs: [
      "Agents on Manzil can verify their identity and licence. Verified agents carry a badge on their profile and listings.",
      "Working with a verified agent means someone accountable has checked the listing, the ownership documents and the asking price.",
      "Never transfer money before viewing a property and signing a contract, whoever you deal with.",
    ],
    paragraphsAr: [
      "يمكن للوسطاء على منزل توثيق هويتهم وترخيصهم، ويحمل الوسيط الموثق شارة في ملفه الشخصي وإعلاناته.",
      "التعامل مع وسيط موثق يعني أن شخصًا مسؤولًا قد راجع الإعلان ومستندات الملكية والسعر المطلوب.",
      "لا تحوّل أي أموال قبل معاينة العقار وتوقيع العقد، أيًّا كان الطرف الذي تتعامل معه.",
    ],
  },
  {
    title: "Five Tips for Better Listing Photos",
    titleAr: "خمس نصائح لصور أفضل لإعلانك",
    category: null,
    keywords: "listing photos, photography, sell faster",
    paragraphs: [
      "Shoot in daylight with the curtains open and the lights on. Hold the phone level and stand in a corner to show the whole room.",
      "Tidy every surface and remove personal items. Start with the best room: the first photo decides whether people click.",
      "Add a photo of the view, the building entrance and the street, and upload at least five pictures.",
    ],
    paragraphsAr: [
      "صوّر في ضوء النهار مع فتح الستائر وتشغيل الإضاءة، وأمسك الهاتف بشكل مستوٍ وقف في زاوية الغرفة لإظهارها كاملة.",
      "رتّب كل الأسطح وأزل الأغراض الشخصية، وابدأ بأجمل غرفة، فالصورة الأولى هي التي تحدد هل سيضغط الناس على الإعلان.",
      "أضف صورة للإطلالة ومدخل المبنى والشارع، وارفع خمس صور على الأقل.",
    ],
  },
];

export const faqSeeds: { q: string; qAr: string; a: string; aAr: string }[] = [
  {
    q: "How do I list my property on Manzil?",
    qAr: "كيف أعلن عن عقاري على منزل؟",
    a: "Create an account, complete your profile, then choose Add Property. Fill in the details in English and Arabic, add photos and submit. Your listing appears once it has been reviewed.",
    aAr: "أنشئ حسابًا وأكمل ملفك الشخصي، ثم اختر إضافة عقار. املأ البيانات بالعربية والإنجليزية وأضف الصور ثم أرسل الإعلان، وسيظهر بعد مراجعته.",
  },
  {
    q: "Is listing free?",
    qAr: "هل الإعلان مجاني؟",
    a: "Yes. The free package lets you publish up to three listings and feature one of them for 30 days. Paid packages add more listings, featured placements and premium tools.",
    aAr: "نعم. تتيح لك الباقة المجانية نشر ما يصل إلى ثلاثة إعلانات وتمييز إعلان واحد لمدة 30 يومًا. وتضيف الباقات المدفوعة إعلانات أكثر وإعلانات مميزة وأدوات إضافية.",
  },
  {
    q: "What does a verified agent badge mean?",
    qAr: "ماذا تعني شارة الوسيط الموثق؟",
    a: "The agent has submitted identity and licence documents that our team has checked. It does not replace your own checks before paying.",
    aAr: "تعني أن الوسيط قدّم مستندات الهوية والترخيص وراجعها فريقنا. ولا تغني عن تحققك بنفسك قبل الدفع.",
  },
  {
    q: "Can I see prices in another currency?",
    qAr: "هل يمكنني عرض الأسعار بعملة أخرى؟",
    a: "Yes. Choose EGP, USD, EUR, GBP, SAR or AED from the currency menu. Converted prices are estimates; you pay in the listing's currency.",
    aAr: "نعم. اختر الجنيه المصري أو الدولار الأمريكي أو اليورو أو الجنيه الإسترليني أو الريال السعودي أو الدرهم الإماراتي من قائمة العملات. الأسعار المحوّلة تقديرية، والدفع يتم بعملة الإعلان.",
  },
  {
    q: "How do I book a holiday home or a hotel room?",
    qAr: "كيف أحجز بيت عطلات أو غرفة فندقية؟",
    a: "Open the listing, pick your check-in and check-out dates and the number of guests, then continue to checkout. Listings with instant booking are confirmed straight away; others wait for the host's approval.",
    aAr: "افتح الإعلان واختر تاريخي الوصول والمغادرة وعدد الضيوف، ثم تابع إلى الدفع. الإعلانات ذات الحجز الفوري تُؤكد مباشرة، والباقي ينتظر موافقة المضيف.",
  },
  {
    q: "Can I cancel a reservation?",
    qAr: "هل يمكنني إلغاء الحجز؟",
    a: "It depends on the listing: flexible offers can be cancelled for a refund before the deadline shown at checkout, while non-refundable offers cannot.",
    aAr: "يعتمد ذلك على الإعلان: العروض المرنة يمكن إلغاؤها واسترداد المبلغ قبل الموعد الموضح عند الدفع، أما العروض غير القابلة للاسترداد فلا يمكن إلغاؤها.",
  },
  {
    q: "What is a featured listing?",
    qAr: "ما هو الإعلان المميز؟",
    a: "A featured listing is shown at the top of search results and on the home page for the length of your package.",
    aAr: "الإعلان المميز يظهر في أعلى نتائج البحث وفي الصفحة الرئيسية طوال مدة باقتك.",
  },
  {
    q: "How long does approval take?",
    qAr: "كم تستغرق الموافقة على الإعلان؟",
    a: "Most listings are reviewed within one working day. Listings by verified agents may be approved automatically.",
    aAr: "تتم مراجعة معظم الإعلانات خلال يوم عمل واحد، وقد تتم الموافقة تلقائيًا على إعلانات الوسطاء الموثقين.",
  },
  {
    q: "How do I contact an owner or agent?",
    qAr: "كيف أتواصل مع المالك أو الوسيط؟",
    a: "Sign in and use the chat button on the listing, or call the number shown on the advertiser's profile.",
    aAr: "سجّل الدخول واستخدم زر المحادثة في الإعلان، أو اتصل بالرقم الظاهر في ملف المعلن.",
  },
  {
    q: "Can I use Manzil in Arabic?",
    qAr: "هل يمكنني استخدام منزل باللغة العربية؟",
    a: "Yes. Switch the language from the menu at the top of the page; the whole site turns right-to-left.",
    aAr: "نعم. غيّر اللغة من القائمة أعلى الصفحة، وسيتحول الموقع بالكامل إلى الاتجاه من اليمين إلى اليسار.",
  },
];

export const homepageSectionSeeds = [
  { type: "featured_properties_section", title: "Featured Properties", titleAr: "عقارات مميزة" },
  { type: "categories_section", title: "Browse by Category", titleAr: "تصفح حسب الفئة" },
  {
    type: "most_viewed_properties_section",
    title: "Most Viewed Properties",
    titleAr: "العقارات الأكثر مشاهدة",
  },
  { type: "nearby_properties_section", title: "Properties Near You", titleAr: "عقارات بالقرب منك" },
  { type: "featured_projects_section", title: "Featured Projects", titleAr: "مشاريع مميزة" },
  { type: "projects_section", title: "New Projects", titleAr: "مشاريع جديدة" },
  { type: "premium_properties_section", title: "Premium Properties", titleAr: "عقارات بريميوم" },
  {
    type: "most_liked_properties_section",
    title: "Most Liked Properties",
    titleAr: "العقارات الأكثر إعجابًا",
  },
  { type: "user_recommendations_section", title: "Recommended for You", titleAr: "مقترحة لك" },
  { type: "agents_list_section", title: "Top Agents", titleAr: "أفضل الوسطاء" },
  { type: "properties_by_cities_section", title: "Properties by City", titleAr: "العقارات حسب المدينة" },
  { type: "articles_section", title: "Latest Articles", titleAr: "أحدث المقالات" },
  { type: "faqs_section", title: "Frequently Asked Questions", titleAr: "الأسئلة الشائعة" },
] as const;

export const seoSeeds: {
  page: string;
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  keywords: string;
}[] = [
  {
    page: "home",
    title: "Manzil | Homes, Holiday Stays and New Projects",
    titleAr: "منزل | منازل وإقامات عطلات ومشاريع جديدة",
    description:
      "Buy, rent or book homes, offices, holiday homes and hotel rooms in Egypt, the UAE and Saudi Arabia.",
    descriptionAr: "اشترِ أو استأجر أو احجز منازل ومكاتب وبيوت عطلات وغرفًا فندقية في مصر والإمارات والسعودية.",
    keywords: "real estate, property, rent, buy, holiday homes, hotels",
  },
  {
    page: "properties",
    title: "Properties for Sale and Rent | Manzil",
    titleAr: "عقارات للبيع والإيجار | منزل",
    description:
      "Search apartments, villas, offices and land for sale or rent, with filters for price, city and size.",
    descriptionAr: "ابحث عن شقق وفيلات ومكاتب وأراضٍ للبيع أو الإيجار مع فلاتر للسعر والمدينة والمساحة.",
    keywords: "properties, apartments, villas, for sale, for rent",
  },
  {
    page: "property_details",
    title: "Property Details | Manzil",
    titleAr: "تفاصيل العقار | منزل",
    description:
      "Photos, price, location, features and nearby places of this property, with direct contact to the advertiser.",
    descriptionAr: "صور العقار وسعره وموقعه ومميزاته والأماكن القريبة منه، مع تواصل مباشر مع المعلن.",
    keywords: "property details, price, location, photos",
  },
  {
    page: "projects",
    title: "New Real-Estate Projects | Manzil",
    titleAr: "مشاريع عقارية جديدة | منزل",
    description:
      "Explore new developments under construction and upcoming launches, with floor plans and payment plans.",
    descriptionAr: "اكتشف المشاريع الجديدة قيد الإنشاء والمشاريع القادمة مع المخططات وخطط السداد.",
    keywords: "new projects, off-plan, developers, compounds",
  },
  {
    page: "project_details",
    title: "Project Details | Manzil",
    titleAr: "تفاصيل المشروع | منزل",
    description:
      "Location, gallery, floor plans and documents of this development, and how to contact the developer.",
    descriptionAr: "موقع المشروع ومعرض الصور والمخططات والمستندات، وطريقة التواصل مع المطور.",
    keywords: "project details, floor plans, developer",
  },
  {
    page: "agents",
    title: "Real-Estate Agents | Manzil",
    titleAr: "الوسطاء العقاريون | منزل",
    description:
      "Find verified real-estate agents and companies, and browse the properties each of them markets.",
    descriptionAr: "اعثر على وسطاء وشركات عقارية موثقة، وتصفح العقارات التي يسوقها كل منهم.",
    keywords: "agents, brokers, verified agents",
  },
  {
    page: "articles",
    title: "Real-Estate Guides and News | Manzil",
    titleAr: "أدلة وأخبار عقارية | منزل",
    description: "Practical guides on buying, renting, investing and holidays in Egypt and the Gulf.",
    descriptionAr: "أدلة عملية عن الشراء والإيجار والاستثمار والعطلات في مصر والخليج.",
    keywords: "real estate guides, articles, buying tips",
  },
  {
    page: "faqs",
    title: "Frequently Asked Questions | Manzil",
    titleAr: "الأسئلة الشائعة | منزل",
    description:
      "Answers about listing, packages, bookings, cancellations, currencies and verified agents on Manzil.",
    descriptionAr: "إجابات عن الإعلانات والباقات والحجوزات والإلغاء والعملات والوسطاء الموثقين على منزل.",
    keywords: "faq, help, questions",
  },
  {
    page: "contact_us",
    title: "Contact Us | Manzil",
    titleAr: "اتصل بنا | منزل",
    description:
      "Questions, feedback or a problem with a listing? Send us a message and our team will reply.",
    descriptionAr: "لديك سؤال أو ملاحظة أو مشكلة في إعلان؟ أرسل لنا رسالة وسيرد عليك فريقنا.",
    keywords: "contact, support, help",
  },
  {
    page: "about_us",
    title: "About Manzil",
    titleAr: "عن منزل",
    description:
      "Manzil is a bilingual marketplace for homes, commercial space, new projects, holiday homes and hotels.",
    descriptionAr:
      "منزل منصة ثنائية اللغة للمنازل والمساحات التجارية والمشاريع الجديدة وبيوت العطلات والفنادق.",
    keywords: "about, manzil, company",
  },
  {
    page: "privacy_policy",
    title: "Privacy Policy | Manzil",
    titleAr: "سياسة الخصوصية | منزل",
    description:
      "How Manzil collects, uses and protects your personal data, and how to ask for a copy or deletion.",
    descriptionAr: "كيف يجمع منزل بياناتك الشخصية ويستخدمها ويحميها، وكيف تطلب نسخة منها أو حذفها.",
    keywords: "privacy, data protection, cookies",
  },
  {
    page: "terms",
    title: "Terms and Conditions | Manzil",
    titleAr: "الشروط والأحكام | منزل",
    description:
      "The rules for listing, booking and paying on Manzil, and the responsibilities of users and advertisers.",
    descriptionAr: "قواعد الإعلان والحجز والدفع على منزل، ومسؤوليات المستخدمين والمعلنين.",
    keywords: "terms, conditions, rules",
  },
];

export const featureSeeds = [
  { type: "property_list", name: "Property List", nameAr: "إدراج العقارات" },
  { type: "property_feature", name: "Property Feature List", nameAr: "تمييز العقارات" },
  { type: "project_list", name: "Project List", nameAr: "إدراج المشاريع" },
  { type: "project_feature", name: "Project Feature List", nameAr: "تمييز المشاريع" },
  {
    type: "mortgage_calculator_detail",
    name: "Mortgage Calculator Detail Access",
    nameAr: "تفاصيل حاسبة التمويل العقاري",
  },
  { type: "premium_properties", name: "Premium Properties Access", nameAr: "الوصول إلى عقارات بريميوم" },
  { type: "project_access", name: "Project List Access", nameAr: "الوصول إلى قائمة المشاريع" },
] as const;

export type FeatureType = (typeof featureSeeds)[number]["type"];

export const packageSeeds: {
  name: string;
  nameAr: string;
  packageType: "free" | "paid";
  priceMinor: number;
  durationHours: number;
  iosProductId: string | null;
  features: { type: FeatureType; limit: number | null }[];
}[] = [
  {
    name: "Free",
    nameAr: "الباقة المجانية",
    packageType: "free",
    priceMinor: 0,
    durationHours: 720,
    iosProductId: null,
    features: [
      { type: "property_list", limit: 3 },
      { type: "property_feature", limit: 1 },
      // Project pages are open to every member in the demo (issue 18); an admin can take it off the package.
      { type: "project_access", limit: null },
    ],
  },
  {
    name: "Basic",
    nameAr: "الباقة الأساسية",
    packageType: "paid",
    priceMinor: 49_900,
    durationHours: 30 * 24,
    iosProductId: "com.example.manzil.basic",
    features: [
      { type: "property_list", limit: 10 },
      { type: "property_feature", limit: 3 },
      { type: "project_list", limit: 1 },
      { type: "mortgage_calculator_detail", limit: null },
    ],
  },
  {
    name: "Pro",
    nameAr: "الباقة الاحترافية",
    packageType: "paid",
    priceMinor: 149_900,
    durationHours: 90 * 24,
    iosProductId: "com.example.manzil.pro",
    features: [
      { type: "property_list", limit: null },
      { type: "property_feature", limit: 10 },
      { type: "project_list", limit: 5 },
      { type: "project_feature", limit: 3 },
      { type: "mortgage_calculator_detail", limit: null },
      { type: "premium_properties", limit: null },
      { type: "project_access", limit: null },
    ],
  },
  {
    name: "Business",
    nameAr: "باقة الأعمال",
    packageType: "paid",
    priceMinor: 499_900,
    durationHours: 365 * 24,
    iosProductId: "com.example.manzil.business",
    features: [
      { type: "property_list", limit: null },
      { type: "property_feature", limit: null },
      { type: "project_list", limit: null },
      { type: "project_feature", limit: null },
      { type: "mortgage_calculator_detail", limit: null },
      { type: "premium_properties", limit: null },
      { type: "project_access", limit: null },
    ],
  },
];
