/**
 * The workbench host page (docs/product-rules.md §2 workbench row, §4 sub-application lifecycle, §8
 * loader errors).
 */
export const workbench = {
  documentTitle: '工作台 - 芝士云修图',
  heading: '网页工作台',
  status: {
    idle: '准备加载工作台…',
    loading: '正在加载工作台…',
    mounting: '正在启动工作台…',
    mounted: '工作台已就绪',
    unmounted: '工作台已关闭',
    error: '工作台加载失败',
  },
  steps: {
    loading: '加载资源',
    mounting: '启动应用',
    mounted: '就绪',
  },
  errors: {
    container: '工作台容器不存在，页面没有准备好，请重试。',
    lifecycle: '工作台应用缺少启动入口，暂时无法打开，请稍后重试。',
    load: '工作台资源加载失败，请检查网络后重试。',
    mount: '工作台启动失败，请重试。',
    notConfigured: '工作台地址未配置，请联系客服。',
  },
} as const;
