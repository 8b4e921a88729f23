/** Page titles, descriptions and the short copy of pages. */
export const pages = {
  home: {
    title: '芝士云修图 - AI 一键精修，旅拍婚纱到大会直播都交给它',
    description:
      '芝士云修图：AI 一键精修与照片直播云服务，12000 px 超清输出，旅拍、婚纱、活动与大会直播摄影师的修图助手。',
  },
  login: { title: '登录 - 芝士云修图' },
  article: {
    title: '文章 - 芝士云修图',
    description: '芝士云修图文章：后期技巧、行业动态与产品更新。',
  },
  download: {
    title: '下载客户端 - 芝士云修图',
    description: '下载芝士云修图 iOS、Android、Windows 与 macOS 客户端。',
  },
  guide: {
    title: '使用教程 - 芝士云修图',
    description: '芝士云修图使用教程，三步上手 AI 修图。',
  },
  help: {
    title: '帮助中心 - 芝士云修图',
    description: '芝士云修图帮助中心：账号、套餐、支付、发票与客户端常见问题。',
  },
  search: {
    title: '搜索 - 芝士云修图',
    description: '搜索芝士云修图的文章与帮助。',
  },
  detail: {
    title: '详情 - 芝士云修图',
    description: '芝士云修图内容详情。',
  },
  payment: {
    title: '会员套餐 - 芝士云修图',
    description: '芝士云修图会员套餐：精修与流畅修图，按需选择。',
  },
  paymentSuccess: {
    title: '支付成功 - 芝士云修图',
  },
  profile: {
    title: '个人中心 - 芝士云修图',
    packages: {},
    device: {},
    invoices: {},
    invoicingHistory: {},
  },
  workbench: { title: '工作台 - 芝士云修图' },
  proxy: { title: '正在跳转 - 芝士云修图', heading: '正在跳转到微信授权…' },
  consultation: {
    title: '咨询 - 芝士云修图',
    description: '预约芝士云修图产品咨询。',
  },
  cooperation: {
    title: '商务合作 - 芝士云修图',
    description: '与芝士云修图开展商务合作。',
  },
  activity: { title: '活动 - 芝士云修图' },
  demoI18n: { title: 'i18n 演示', heading: 'i18n 演示', lead: '当前语言：{{language}}' },
  demoHttp: { title: 'HTTP 演示', heading: 'HTTP 演示', lead: '调用 /v1/web/config 的结果：' },
} as const;
