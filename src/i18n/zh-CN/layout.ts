/** App shell: navbar, mobile menu, toasts (the footer's copy is ./layout.footer.ts). */
export const layout = {
  skipToContent: '跳到主要内容',
  nav: {
    label: '主导航',
    homeLink: '芝士云修图首页',
    home: '首页',
    download: '下载',
    guide: '教程',
    help: '帮助中心',
    payment: '会员套餐',
    search: '搜索教程与帮助',
    login: '登录',
    menu: '菜单',
    mobileMenu: '站点菜单',
  },
  toast: {
    region: '通知',
    close: '关闭通知',
    count: '×{{count}}',
  },
} as const;
