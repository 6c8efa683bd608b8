/** Messages of member-to-member transfers (`send-money`), in English and Arabic (keys under "transfers."). */
export const transfersMessages = {
  en: {
    transfers: {
      started: "Transfer started. Complete the payment to send the money.",
      recipient_not_found: "This member was not found or cannot receive money.",
      not_to_yourself: "You cannot send money to yourself.",
      amount_invalid: "Enter an amount greater than zero, with at most {{decimals}} decimals.",
      amount_too_large: "You can send at most {{max}} at a time.",
      method_not_online: "Choose an online payment method to send money.",
      title_to: "Transfer to {{name}}",
      title_from: "Transfer from {{name}}",
    },
  },
  ar: {
    transfers: {
      started: "بدأ التحويل. أكمل الدفع لإرسال المبلغ.",
      recipient_not_found: "لم يُعثر على هذا العضو أو لا يمكنه استلام أموال.",
      not_to_yourself: "لا يمكنك إرسال أموال إلى نفسك.",
      amount_invalid: "أدخل مبلغًا أكبر من صفر، بحد أقصى {{decimals}} منازل عشرية.",
      amount_too_large: "يمكنك إرسال {{max}} كحد أقصى في المرة الواحدة.",
      method_not_online: "اختر طريقة دفع إلكترونية لإرسال الأموال.",
      title_to: "تحويل إلى {{name}}",
      title_from: "تحويل من {{name}}",
    },
  },
} as const;
