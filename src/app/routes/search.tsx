export { SearchPage as Component } from '@/features/content/pages/search/search-page';
