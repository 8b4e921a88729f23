export { CooperationPage as Component } from '@/features/content/pages/contact/cooperation-page';
