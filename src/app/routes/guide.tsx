export { GuidePage as Component } from '@/features/content/pages/guide/guide-page';
