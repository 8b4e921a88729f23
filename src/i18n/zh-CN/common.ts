/** Brand and words used across the whole site. */
export const common = {
  brand: '芝士云修图',
  brandShort: '芝士修图',
  tagline: 'AI 一键精修，旅拍婚纱到大会直播都交给它',
  loading: '加载中…',
  pageLoading: '页面加载中',
  retry: '重试',
  backHome: '返回首页',
  cancel: '取消',
  confirm: '确定',
  close: '关闭',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  // A protected page whose account is still loading after the login guard's wait.
  accountSlow: {
    message: '账号信息加载较慢，请稍候，或点击重试',
    stillSlow: '仍未加载成功，请检查网络后再试',
  },
} as const;
