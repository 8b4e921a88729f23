export {
  ArticleListPage as Component,
  articleListLoader as loader,
} from '@/features/content/pages/article/article-list-page';
