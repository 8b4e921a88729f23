export { InvoicesPage as Component } from '@/features/profile/invoices/invoices-page';
