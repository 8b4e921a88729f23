/** Page titles, descriptions and the short copy of pages that later issues fill out. */
export const pages = {
  home: {
    title: '芝士云修图 - AI 一键精修，旅拍婚纱到大会直播都交给它',
    heading: 'AI 一键精修，旅拍婚纱到大会直播都交给它',
    lead: '上传照片，60 秒出片。芝士云修图为旅拍、婚纱、活动与大会直播摄影师提供 AI 精修与照片直播云服务。',
    description:
      '芝士云修图：AI 一键精修与照片直播云服务，12000 px 超清输出，旅拍、婚纱、活动与大会直播摄影师的修图助手。',
  },
  login: { title: '登录 - 芝士云修图' },
  article: {
    title: '文章 - 芝士云修图',
    heading: '修图干货',
    lead: '摄影师的后期技巧、行业动态与产品更新。',
    description: '芝士云修图文章：后期技巧、行业动态与产品更新。',
  },
  download: {
    title: '下载客户端 - 芝士云修图',
    heading: '下载芝士云修图',
    lead: 'iOS、Android、Windows 与 macOS 客户端，随时随地 AI 修图。',
    description: '下载芝士云修图 iOS、Android、Windows 与 macOS 客户端。',
  },
  guide: {
    title: '使用教程 - 芝士云修图',
    heading: '使用教程',
    lead: '三步上手：导入照片、选择风格、一键出片。',
    description: '芝士云修图使用教程，三步上手 AI 修图。',
  },
  help: {
    title: '帮助中心 - 芝士云修图',
    heading: '帮助中心',
    lead: '账号、套餐、支付、发票与客户端的常见问题。',
    description: '芝士云修图帮助中心：账号、套餐、支付、发票与客户端常见问题。',
  },
  search: {
    title: '搜索 - 芝士云修图',
    heading: '搜索',
    lead: '在文章与帮助中心中查找答案。',
    description: '搜索芝士云修图的文章与帮助。',
  },
  detail: {
    title: '详情 - 芝士云修图',
    heading: '详情',
    lead: '内容详情。',
    description: '芝士云修图内容详情。',
  },
  payment: {
    title: '会员套餐 - 芝士云修图',
    heading: '会员套餐',
    lead: '精修套餐适合旅拍与婚纱，流畅修图套餐适合活动与大会直播。',
    description: '芝士云修图会员套餐：精修与流畅修图，按需选择。',
  },
  paymentSuccess: {
    title: '支付成功 - 芝士云修图',
    heading: '支付成功',
    lead: '套餐已到账，可以开始修图了。',
  },
  profile: {
    title: '个人中心 - 芝士云修图',
    packages: { heading: '我的套餐', lead: '存储空间、精修张数与基础修图券一览。' },
    device: { heading: '我的设备', lead: '已登录的客户端与版本信息。' },
    invoices: { heading: '开具发票', lead: '选择已支付订单，申请电子发票。' },
    invoicingHistory: { heading: '开票记录', lead: '查看发票申请与开具状态。' },
  },
  workbench: { title: '工作台 - 芝士云修图', heading: '工作台' },
  proxy: { title: '正在跳转 - 芝士云修图', heading: '正在跳转到微信授权…' },
  consultation: {
    title: '咨询 - 芝士云修图',
    heading: '预约咨询',
    lead: '留下联系方式，顾问将在 1 个工作日内联系您。',
    description: '预约芝士云修图产品咨询。',
  },
  cooperation: {
    title: '商务合作 - 芝士云修图',
    heading: '商务合作',
    lead: '影楼、摄影机构与活动平台合作洽谈。',
    description: '与芝士云修图开展商务合作。',
  },
  activity: { title: '活动 - 芝士云修图', heading: '限时活动', lead: '活动详情。' },
  demoI18n: { title: 'i18n 演示', heading: 'i18n 演示', lead: '当前语言：{{language}}' },
  demoHttp: { title: 'HTTP 演示', heading: 'HTTP 演示', lead: '调用 /v1/web/config 的结果：' },
} as const;
