/**
 * Error screens (docs/product-rules.md §2): document titles are the spec's; headings contain the
 * status code.
 */
export const errors = {
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
  offline: {
    heading: '网络已断开',
    description: '页面没能加载完，请检查网络连接后重试。',
    action: '重试',
  },
} as const;
