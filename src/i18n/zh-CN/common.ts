/** Brand and words used across the whole site. */
export const common = {
  brand: '芝士云修图',
  loading: '加载中…',
  pageLoading: '页面加载中',
  retry: '重试',
  cancel: '取消',
  confirm: '确定',
  close: '关闭',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
} as const;
