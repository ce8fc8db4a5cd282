export { readCommerceConfig, DEV_CALLBACK_SECRET, type CommerceConfig } from './config';
export { startCommerceService, type CommerceOverrides, type RunningService } from './server';
export {
  SANDBOX_SIGNATURE_HEADER,
  TEST_CARD_CHALLENGE,
  TEST_CARD_DECLINED,
  signSandboxPayload,
} from './providers/sandbox';
export { STRIPE_SIGNATURE_HEADER, signStripePayload } from './providers/stripe';
