/** The admin console's user management (issue 17), in both languages. */
export const adminUsersMessages = {
  en: {
    admin_users: {
      not_found: "No such member.",
      deactivated: "The account is deactivated; its sessions have ended.",
      reactivated: "The account is active again.",
      role_changed: "The member's role has been changed.",
      self_deactivate: "You cannot deactivate or reactivate your own account.",
      self_demote: "You cannot change your own role; ask another admin.",
    },
  },
  ar: {
    admin_users: {
      not_found: "لا يوجد عضو بهذا الرقم.",
      deactivated: "تم تعطيل الحساب وإنهاء جلساته.",
      reactivated: "أصبح الحساب نشطًا من جديد.",
      role_changed: "تم تغيير دور العضو.",
      self_deactivate: "لا يمكنك تعطيل حسابك أو إعادة تفعيله بنفسك.",
      self_demote: "لا يمكنك تغيير دورك بنفسك؛ اطلب ذلك من مشرف آخر.",
    },
  },
} as const;
