/**
 * Error screens (docs/product-rules.md §2): document titles are the spec's; headings contain the
 * status code. Loaded with the screens, never needed on a good day.
 */
export const errorScreens = {
  notFound: {
    documentTitle: 'Page Not Found',
    heading: '404 · 页面走丢了',
    description: '你要找的页面不存在或已搬家，回首页看看吧。',
    action: '返回首页',
  },
  serverError: {
    documentTitle: 'Internal Server Error',
    heading: '500 · 服务开小差了',
    description: '服务器暂时没有响应，请稍后重试。',
    action: '重试',
  },
} as const;
