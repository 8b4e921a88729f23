export { HelpPage as Component } from '@/features/content/pages/help/help-page';
