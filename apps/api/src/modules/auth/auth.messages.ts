/**
 * Messages of the auth module, in English and Arabic (keys under "auth."), added next to the domain's `auth.*`
 * messages (the Firebase-style codes) by the i18n plugin's deep merge.
 * Counted texts use i18next plurals (Arabic has all six forms); `n` is the count already formatted for the
 * language, `count` only picks the form.
 */
export const authMessages = {
  en: {
    auth: {
      password_too_common: "This password is too common. Please choose one that is harder to guess.",
      mobile_already_in_use: "This phone number is already in use by another account.",
      registered: "Account created. We have sent a verification code to your email address.",
      otp_sent: "Verification code sent successfully.",
      otp_cooldown_one: "Please wait {{n}} second before requesting a new code.",
      otp_cooldown_other: "Please wait {{n}} seconds before requesting a new code.",
      otp_limit_one: "Too many codes were requested. Please try again in {{n}} minute.",
      otp_limit_other: "Too many codes were requested. Please try again in {{n}} minutes.",
      otp_destination_required: "Please enter a phone number or an email address.",
      otp_invalid: "The verification code is invalid or has expired. Please request a new one.",
      otp_verified: "Verified successfully.",
      send_failed: "We could not send the message right now. Please try again later.",
      login_success: "Login Successfully",
      register_success: "User Register Successfully",
      type_required: "Please choose how to sign in.",
      proof_required:
        "Sign-in proof is missing. Please verify your phone number or sign in with the provider again.",
      phone_ticket_invalid:
        "Your phone verification is invalid or has expired. Please verify your number again.",
      social_token_invalid: "The sign-in could not be verified. Please try again.",
      default_name: "Manzil user",
      reset_link_sent: "If an account uses this email address, we have sent it a link to reset the password.",
      reset_link_invalid: "This password reset link is invalid or has expired. Please request a new one.",
      password_reset_done: "Your password has been changed. Please sign in again.",
      logged_out: "Logged out successfully.",
      sign_in_wait_one:
        "Too many wrong passwords for this account. Please wait {{n}} second and try again, or reset your password.",
      sign_in_wait_other:
        "Too many wrong passwords for this account. Please wait {{n}} seconds and try again, or reset your password.",
      sms_paused: "We cannot send text messages right now. Please try again later or sign in another way.",
    },
  },
  ar: {
    auth: {
      password_too_common: "كلمة المرور هذه شائعة جدًا. يرجى اختيار كلمة مرور يصعب تخمينها.",
      mobile_already_in_use: "رقم الهاتف هذا مستخدم بالفعل في حساب آخر.",
      registered: "تم إنشاء الحساب، وأرسلنا رمز تحقق إلى بريدك الإلكتروني.",
      otp_sent: "تم إرسال رمز التحقق بنجاح.",
      otp_cooldown_zero: "يرجى الانتظار قبل طلب رمز جديد.",
      otp_cooldown_one: "يرجى الانتظار ثانية واحدة قبل طلب رمز جديد.",
      otp_cooldown_two: "يرجى الانتظار ثانيتين قبل طلب رمز جديد.",
      otp_cooldown_few: "يرجى الانتظار {{n}} ثوانٍ قبل طلب رمز جديد.",
      otp_cooldown_many: "يرجى الانتظار {{n}} ثانية قبل طلب رمز جديد.",
      otp_cooldown_other: "يرجى الانتظار {{n}} ثانية قبل طلب رمز جديد.",
      otp_limit_zero: "طُلب عدد كبير جدًا من الرموز. يرجى المحاولة لاحقًا.",
      otp_limit_one: "طُلب عدد كبير جدًا من الرموز. يرجى المحاولة بعد دقيقة واحدة.",
      otp_limit_two: "طُلب عدد كبير جدًا من الرموز. يرجى المحاولة بعد دقيقتين.",
      otp_limit_few: "طُلب عدد كبير جدًا من الرموز. يرجى المحاولة بعد {{n}} دقائق.",
      otp_limit_many: "طُلب عدد كبير جدًا من الرموز. يرجى المحاولة بعد {{n}} دقيقة.",
      otp_limit_other: "طُلب عدد كبير جدًا من الرموز. يرجى المحاولة بعد {{n}} دقيقة.",
      otp_destination_required: "يرجى إدخال رقم هاتف أو عنوان بريد إلكتروني.",
      otp_invalid: "رمز التحقق غير صحيح أو انتهت صلاحيته. يرجى طلب رمز جديد.",
      otp_verified: "تم التحقق بنجاح.",
      send_failed: "تعذّر إرسال الرسالة الآن. يرجى المحاولة لاحقًا.",
      login_success: "تم تسجيل الدخول بنجاح",
      register_success: "تم إنشاء الحساب بنجاح",
      type_required: "يرجى اختيار طريقة تسجيل الدخول.",
      proof_required:
        "إثبات تسجيل الدخول مفقود. يرجى توثيق رقم هاتفك أو تسجيل الدخول عبر مزوّد الخدمة مرة أخرى.",
      phone_ticket_invalid: "توثيق رقم هاتفك غير صالح أو انتهت صلاحيته. يرجى توثيق رقمك مرة أخرى.",
      social_token_invalid: "تعذّر التحقق من تسجيل الدخول. يرجى المحاولة مرة أخرى.",
      default_name: "مستخدم منزل",
      reset_link_sent:
        "إذا كان هناك حساب يستخدم عنوان البريد الإلكتروني هذا، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.",
      reset_link_invalid: "رابط إعادة تعيين كلمة المرور هذا غير صالح أو انتهت صلاحيته. يرجى طلب رابط جديد.",
      password_reset_done: "تم تغيير كلمة المرور. يرجى تسجيل الدخول مرة أخرى.",
      logged_out: "تم تسجيل الخروج بنجاح.",
      sign_in_wait_zero:
        "أُدخلت كلمات مرور خاطئة كثيرة لهذا الحساب. يرجى الانتظار قليلًا ثم المحاولة مجددًا، أو إعادة تعيين كلمة المرور.",
      sign_in_wait_one:
        "أُدخلت كلمات مرور خاطئة كثيرة لهذا الحساب. يرجى الانتظار ثانية واحدة ثم المحاولة مجددًا، أو إعادة تعيين كلمة المرور.",
      sign_in_wait_two:
        "أُدخلت كلمات مرور خاطئة كثيرة لهذا الحساب. يرجى الانتظار ثانيتين ثم المحاولة مجددًا، أو إعادة تعيين كلمة المرور.",
      sign_in_wait_few:
        "أُدخلت كلمات مرور خاطئة كثيرة لهذا الحساب. يرجى الانتظار {{n}} ثوانٍ ثم المحاولة مجددًا، أو إعادة تعيين كلمة المرور.",
      sign_in_wait_many:
        "أُدخلت كلمات مرور خاطئة كثيرة لهذا الحساب. يرجى الانتظار {{n}} ثانية ثم المحاولة مجددًا، أو إعادة تعيين كلمة المرور.",
      sign_in_wait_other:
        "أُدخلت كلمات مرور خاطئة كثيرة لهذا الحساب. يرجى الانتظار {{n}} ثانية ثم المحاولة مجددًا، أو إعادة تعيين كلمة المرور.",
      sms_paused: "لا يمكننا إرسال الرسائل النصية الآن. يرجى المحاولة لاحقًا أو تسجيل الدخول بطريقة أخرى.",
    },
  },
} as const;
