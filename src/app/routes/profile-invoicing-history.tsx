export { InvoicingHistoryPage as Component } from '@/features/profile/history/history-page';
