export {
  allowedNextStates,
  canTransition,
  decideTransition,
  isFinalState,
  PAYMENT_METHODS,
  PAYMENT_PURPOSES,
  PAYMENT_STATES,
} from "./state-machine.js";
export type { TPaymentMethod, TPaymentPurpose, TPaymentState, TransitionDecision } from "./state-machine.js";
export { PAYMOB_RETURN_FIELDS, PAYMOB_TRANSACTION_HMAC_FIELDS } from "./paymob.js";
export type { TPaymobReturnField } from "./paymob.js";
