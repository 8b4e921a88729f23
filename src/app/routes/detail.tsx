export {
  DetailPage as Component,
  detailLoader as loader,
} from '@/features/content/pages/article/detail-page';
