export { PaymentSuccessPage as Component } from '@/features/payment/components/payment-success-page';
