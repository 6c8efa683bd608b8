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
