import { t } from '@/i18n';
import type { PageMeta } from './page-meta';
import { ROUTES } from '@/domain/routes';

/** Head data of /payment: its copy is the payment namespace's (loaded with its route). */
export function paymentPageMeta(): PageMeta {
  return {
    title: t('payment:meta.title'),
    description: t('payment:meta.description'),
    path: ROUTES.payment.path,
    siteName: t('content:meta.siteName'),
  };
}
