export { verificationRoutes } from './routes';
export { CODE_TTL_S, MAX_WRONG_TRIES, RESEND_AFTER_S, toE164 } from './service';
export { smsSenderFor, type SmsSender } from './smsSender';
export { codeMatches, spendCode } from './store';
export { bindingOf, boundCode, textCode } from './textCode';
