export { PaymentForm } from './PaymentForm';
export type { PaymentFormProps } from './PaymentForm';
