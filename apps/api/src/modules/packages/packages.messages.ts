/** Messages of subscription packages, in English and Arabic (keys under "packages."). */
export const packagesMessages = {
  en: {
    packages: {
      assigned: "Your package is now active.",
      package_not_found: "This package is not available.",
      paid_needs_payment:
        "This is a paid package. Online payment is not available yet, so it cannot be activated.",
      in_app_unavailable: "App Store purchases cannot be activated yet.",
      already_active: "You already have this package. It is active until it expires.",
      limits: {
        available: "User able to upload",
        // The exact text eBroker's older web client matches to offer a package (issue 12).
        subscribe_for_property: "Please Subscribe for Post Property",
        subscribe: "Please subscribe to a package that includes this.",
      },
    },
    mail: {
      package_expired_subject: "Your {{package}} package has ended",
      package_expired_body:
        "Your {{package}} package ended on {{date}} (UTC). Listings and featurings it paid for stay as they are; " +
        "to post or feature more, choose a package again on the packages page.",
    },
  },
  ar: {
    packages: {
      assigned: "تم تفعيل باقتك.",
      package_not_found: "هذه الباقة غير متاحة.",
      paid_needs_payment: "هذه باقة مدفوعة. الدفع الإلكتروني غير متاح بعد، لذا لا يمكن تفعيلها.",
      in_app_unavailable: "لا يمكن تفعيل عمليات الشراء من متجر التطبيقات بعد.",
      already_active: "لديك هذه الباقة بالفعل، وهي فعّالة حتى انتهاء مدتها.",
      limits: {
        available: "يمكنك المتابعة، فباقتك تسمح بذلك.",
        subscribe_for_property: "يرجى الاشتراك في باقة لنشر إعلان عقاري.",
        subscribe: "يرجى الاشتراك في باقة تتضمن هذه الميزة.",
      },
    },
    mail: {
      package_expired_subject: "انتهت باقتك {{package}}",
      package_expired_body:
        "انتهت باقتك {{package}} في {{date}} (بتوقيت UTC). تبقى الإعلانات والتمييزات التي دفعت بها كما هي؛ " +
        "ولنشر المزيد أو تمييزه اختر باقة من جديد من صفحة الباقات.",
    },
  },
} as const;
