/**
 * The footer's copy: a part of `layout` (../index.ts), loaded with the layout that has a footer,
 * so the landing page's first load (no footer) does not carry it.
 */
export const layoutFooter = {
  footer: {
    tagline: 'AI 一键精修，旅拍婚纱到大会直播都交给它',
    label: '页脚',
    highlights: {
      resolution: '12000 px 超清输出',
      unlimited: '24 小时内不限张数',
      validity: '套餐一年有效',
      retention: '到期文件保留 30 天',
    },
    product: '产品',
    downloadApp: '下载客户端',
    pricing: '会员套餐',
    search: '站内搜索',
    workbench: '在线工作台',
    support: '帮助与协议',
    guide: '使用教程',
    helpCenter: '帮助中心',
    userAgreement: '用户使用协议',
    privacy: '隐私协议',
    contact: '联系我们',
    consultation: '预约咨询',
    cooperation: '商务合作',
    email: '客服邮箱：{{email}}',
    hours: '服务时间：每天 9:00–21:00',
    copyright: '© 2026 芝士云修图',
  },
} as const;
