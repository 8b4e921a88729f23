export { ActivityPage as Component } from '@/features/content/pages/activity/activity-page';
