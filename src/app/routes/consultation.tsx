export { ConsultationPage as Component } from '@/features/content/pages/contact/consultation-page';
