export { HomePage as Component } from '@/features/content/pages/home/home-page';
