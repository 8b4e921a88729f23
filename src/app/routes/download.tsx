export { DownloadPage as Component } from '@/features/content/pages/download/download-page';
