import type { apiMessagesEn } from "./en.js";

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const apiMessagesAr: Shape<typeof apiMessagesEn> = {
  api: {
    fetched: "تم جلب البيانات بنجاح",
    no_data: "لا توجد بيانات",
    healthy: "الخدمة تعمل بشكل سليم",
    property_not_found: "العقار غير موجود",
    project_not_found: "المشروع غير موجود",
    language_not_found: "اللغة غير موجودة",
    route_not_found: "مسار الواجهة البرمجية المطلوب غير موجود",
    malformed_json: "محتوى الطلب ليس بصيغة JSON صالحة",
    too_many_files: "عدد الملفات في الطلب الواحد كبير جدًا",
    body_too_large: "حجم محتوى الطلب كبير جدًا",
    unsupported_content_type: "نوع المحتوى غير مدعوم",
    origin_rejected: "مصدر الطلب غير مسموح به",
    rate_limited: "طلبات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {{seconds}} ثانية.",
  },
  mail: {
    greeting: "مرحبًا {{name}}،",
    signature: "فريق منزل",
    ignore_if_not_you: "إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.",
    welcome_subject: "مرحبًا بك في منزل",
    welcome_body: "مرحبًا بك في منزل! يمكنك الآن حفظ المفضلة والتواصل مع الملاك والوسطاء وعرض عقارك الخاص.",
    verification_code_subject: "رمز التحقق الخاص بك في منزل",
    verification_code_body: "رمز التحقق الخاص بك هو {{code}}. تنتهي صلاحيته خلال {{minutes}} دقائق.",
    password_reset_subject: "إعادة تعيين كلمة المرور في منزل",
    password_reset_body: "افتح هذا الرابط خلال {{minutes}} دقيقة لاختيار كلمة مرور جديدة:",
    password_reset_button: "اختيار كلمة مرور جديدة",
    email_change_code_subject: "تأكيد بريدك الإلكتروني الجديد",
    email_change_code_body:
      "أدخل الرمز {{code}} في منزل لتأكيد هذا البريد الإلكتروني. تنتهي صلاحية الرمز خلال {{minutes}} دقائق.",
    contact_request_subject: "نموذج التواصل: {{subject}}",
    contact_request_body: "كتب {{name}} ({{email}}) عبر نموذج التواصل:\n\n{{message}}",
    sms_verification_code: "رمز منزل: {{code}}. صالح لمدة {{minutes}} دقائق. لا تشاركه مع أحد.",
  },
  zod: {
    invalid_type: "القيمة المتوقعة: {{expected}}",
    required: "هذا الحقل مطلوب",
    too_small_string: "يجب ألا يقل عن {{minimum}} حرفًا",
    too_big_string: "يجب ألا يزيد عن {{maximum}} حرفًا",
    too_small_number: "يجب ألا يقل عن {{minimum}}",
    too_big_number: "يجب ألا يزيد عن {{maximum}}",
    too_small_array: "يجب أن يحتوي على {{minimum}} عناصر على الأقل",
    too_big_array: "يجب ألا يحتوي على أكثر من {{maximum}} عناصر",
    invalid_format: "صيغة غير صالحة",
    invalid_value: "يجب أن تكون إحدى القيم: {{values}}",
    unrecognized_keys: "حقل غير معروف",
    not_integer: "يجب أن يكون عددًا صحيحًا",
    invalid: "قيمة غير صالحة",
  },
};
