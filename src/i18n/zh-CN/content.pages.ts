/**
 * Visitor (marketing) pages other than home: download, guide, help, search, article detail, image
 * preview, the contact forms, activity. Part of the `content` namespace (see content.ts), merged into
 * it when one of these pages loads; its keys are written `content:download.…` like any other.
 */
export const contentPages = {
  actions: {
    viewPrice: '查看价格',
    visitHelp: '前往帮助中心',
    consult: '预约咨询',
    cooperate: '商务合作',
    backHome: '返回首页',
  },
  meta: {
    download: {
      title: '下载客户端 - 芝士云修图',
      description:
        '下载芝士云修图 iOS、Android App 与 Windows、macOS（Apple 芯片 / Intel 芯片）桌面客户端，手机扫码即可安装。',
    },
    guide: {
      title: '使用教程 - 芝士云修图',
      description:
        '五步上手芝士云修图：下载登录、导入照片、选择风格、一键修图、导出交付。附精修与照片直播的实用技巧。',
    },
    help: {
      title: '帮助中心 - 芝士云修图',
      description:
        '芝士云修图帮助中心：账号登录、套餐计费、支付与发票、客户端下载、修图与照片直播的常见问题解答。',
    },
    article: {
      title: '修图干货 - 芝士云修图',
      description: '芝士云修图文章：婚纱与旅拍修图技巧、照片直播案例、产品更新与摄影行业观察。',
    },
    search: {
      title: '搜索 - 芝士云修图',
      titleWithKeyword: '“{{keyword}}”的搜索结果 - 芝士云修图',
      description: '在芝士云修图的文章与帮助中心中搜索答案。',
    },
    consultation: {
      title: '预约咨询 - 芝士云修图',
      description:
        '留下联系方式，芝士云修图顾问将在 1 个工作日内为你推荐合适的修图与照片直播方案。',
    },
    cooperation: {
      title: '商务合作 - 芝士云修图',
      description: '影楼、摄影机构、渠道代理与活动平台，欢迎与芝士云修图洽谈合作。',
    },
    activity: {
      title: '活动 - 芝士云修图',
      description: '芝士云修图活动页：了解 AI 人像精修与照片直播，下载客户端或查看会员套餐。',
    },
    agreementUser: {
      title: '用户使用协议 - 芝士云修图',
      description:
        '芝士云修图用户使用协议：服务内容、账号、套餐与退款、云存储与文件保留、使用规范、知识产权与责任限制。',
    },
    agreementPrivacy: {
      title: '隐私协议 - 芝士云修图',
      description:
        '芝士云修图隐私协议：我们收集哪些个人信息及用途、与谁共享、保存多久，以及你如何查阅、删除个人信息和注销账号。',
    },
  },

  download: {
    heading: '下载芝士云修图',
    lead: '手机、电脑随时修图，一个账号多端同步。',
    highlights: {
      free: '免费下载，手机号登录即用',
      sync: '套餐与照片多端实时同步',
      safe: '官方正版，无广告无插件',
    },
    phones: '手机 App',
    desktops: '电脑客户端',
    qr: {
      title: '手机扫码下载',
      hint: '使用手机相机或微信扫一扫',
      alt: '芝士云修图手机下载页二维码',
    },
    yourDevice: '当前设备',
    platforms: {
      ios: { name: 'iOS', requirement: 'iPhone 与 iPad · iOS 14 及以上', action: 'App Store 下载' },
      android: { name: 'Android', requirement: 'Android 8.0 及以上', action: '下载 APK' },
      win: { name: 'Windows', requirement: 'Windows 10 及以上 · 64 位', action: '下载 Windows 版' },
      mac: {
        name: 'macOS',
        requirement: 'macOS 12 及以上',
        arm: 'Apple 芯片',
        intel: 'Intel 芯片',
      },
    },
    version: '版本 {{version}}',
    size: '大小 {{size}}',
    updated: '更新于 {{date}}',
    loading: '正在获取最新版本…',
    failed: '版本信息暂时获取失败，请稍后重试。',
    unavailable: '暂未提供',
    whichMac: '不确定 Mac 的芯片类型？',
    miniProgram: {
      title: '不想安装？用微信小程序修图',
      text: '在微信中打开芝士修图小程序，手机上随拍随修。',
      action: '获取小程序链接',
      open: '在微信中打开',
      copy: '复制链接',
      copied: '已复制',
      linkLabel: '小程序链接',
      expires: '链接 30 天内有效',
    },
    wechatGuide: {
      title: '请在浏览器中打开',
      description: '微信内无法下载安装包，请在浏览器中继续。',
      menu: '点击右上角的',
      menuLabel: '更多',
      open: '选择「在浏览器中打开」',
      download: '在浏览器中点击「{{action}}」',
      done: '我知道了',
    },
  },

  guide: {
    heading: '使用教程',
    lead: '从安装到交付，五步上手芝士云修图。',
    toc: '教程目录',
    step: '第 {{n}} 步',
    tip: '小提示',
    done: {
      heading: '准备好了吗？',
      text: '下载客户端开始第一次修图，遇到问题随时查看帮助中心。',
    },
  },

  help: {
    heading: '帮助中心',
    lead: '账号、套餐、支付、发票与客户端的常见问题，都在这里。',
    searchLabel: '搜索问题',
    searchPlaceholder: '搜索问题，如：发票、验证码',
    clear: '清除',
    categories: '问题分类',
    count: '共 {{count}} 个问题',
    found: '找到 {{count}} 个与“{{keyword}}”相关的问题',
    empty: '没有找到与“{{keyword}}”相关的问题，换个关键词试试，或直接联系顾问。',
    contact: {
      heading: '没找到答案？',
      text: '工作日 9:00–21:00，顾问会尽快联系你。',
    },
  },

  search: {
    heading: '搜索',
    label: '搜索关键词',
    placeholder: '搜索文章与帮助，例如：婚纱、发票',
    submit: '搜索',
    resultsFor: '“{{keyword}}”的搜索结果',
    summary: '共找到 {{count}} 条结果',
    articles: '文章',
    help: '帮助中心',
    empty: '没有找到与“{{keyword}}”相关的内容，换个关键词试试。',
    hot: '大家都在搜',
    prompt: '输入关键词，搜索修图技巧、套餐与常见问题。',
  },

  article: {
    heading: '修图干货',
    lead: '婚纱与旅拍的后期技巧、照片直播案例、产品更新与行业观察。',
    filter: '文章分类',
    all: '全部',
    categories: {
      skills: '修图技巧',
      product: '产品动态',
      cases: '客户案例',
      industry: '行业观察',
    },
    readMinutes: '阅读约 {{count}} 分钟',
    featured: '精选',
    empty: '这个分类下还没有文章。',
  },

  detail: {
    breadcrumb: '当前位置',
    home: '首页',
    articles: '文章',
    tags: '标签',
    related: '相关阅读',
    viewLarge: '查看大图：{{alt}}',
    cta: {
      heading: '试试 AI 一键精修',
      text: '下载芝士云修图，用手机号登录即可开始。',
    },
  },

  preview: {
    label: '图片预览',
    zoomIn: '放大',
    zoomOut: '缩小',
    rotateLeft: '向左旋转',
    rotateRight: '向右旋转',
    reset: '还原',
    close: '关闭预览',
    scale: '缩放比例',
    loading: '图片加载中…',
    hint: '滚轮或双指缩放，拖动平移；键盘 + − 缩放，R 旋转，0 还原',
  },

  form: {
    name: '姓名',
    namePlaceholder: '怎么称呼你',
    phone: '手机号',
    phonePlaceholder: '请输入手机号',
    province: '省份',
    city: '城市',
    selectProvince: '请选择省份',
    selectCity: '请选择城市',
    regionsLoading: '加载中…',
    regionsFailed: '省市列表加载失败，请重试',
    company: '公司 / 机构名称',
    companyPlaceholder: '如：光影旅拍工作室',
    topic: '咨询内容',
    cooperationType: '合作类型',
    message: '补充说明（选填）',
    messagePlaceholder: '简单描述你的需求，例如拍摄类型、每月照片量',
    required: '必填',
    submit: '提交',
    privacy: '提交即表示你同意我们就本次咨询与你联系，信息仅用于服务沟通。',
    errors: {
      nameRequired: '请填写姓名',
      nameTooLong: '姓名不超过 20 个字',
      phoneRequired: '请输入手机号',
      phoneInvalid: '请输入正确的手机号',
      provinceRequired: '请选择省份',
      cityRequired: '请选择城市',
      companyRequired: '请填写公司或机构名称',
      summary: '请检查标红的内容后再提交',
    },
    success: {
      heading: '提交成功',
      text: '顾问将在 1 个工作日内致电 {{phone}}，请留意来电。',
      again: '再提交一条',
    },
  },

  direct: {
    heading: '也可以直接联系我们',
    email: '客服邮箱：{{email}}',
    hours: '服务时间：每天 9:00–21:00',
    imageAlt: '桌面客户端插画：照片缩略图、大图预览与参数面板',
  },

  consultation: {
    heading: '预约咨询',
    lead: '留下联系方式，顾问将在 1 个工作日内联系你，为你推荐合适的修图与照片直播方案。',
    formTitle: '填写咨询信息',
    benefits: {
      heading: '顾问可以帮你',
      plan: { title: '推荐套餐', text: '按拍摄类型和每月照片量，算出最划算的组合。' },
      demo: { title: '远程演示', text: '用你自己的客片现场演示 AI 精修效果。' },
      live: { title: '直播方案', text: '大型活动的照片直播流程、人员与网络配置建议。' },
    },
    topics: {
      packages: '套餐与价格',
      live: '照片直播方案',
      studio: '影楼批量修图',
      other: '其他问题',
    },
  },

  cooperation: {
    heading: '商务合作',
    lead: '与芝士云修图一起，把 AI 修图带给更多摄影师。',
    formTitle: '提交合作意向',
    typesHeading: '合作方向',
    types: {
      studio: { title: '影楼与机构', text: '批量修图账号、专属预设与团队管理。' },
      channel: { title: '渠道代理', text: '区域代理与摄影器材渠道合作。' },
      platform: { title: '活动平台', text: '为会展、赛事与企业活动提供照片直播能力。' },
      brand: { title: '品牌联名', text: '与相机、婚纱与旅行品牌共同策划活动。' },
    },
  },

  agreement: {
    user: '用户使用协议',
    privacy: '隐私协议',
    toc: '目录',
    updated: '更新日期：',
    effective: '生效日期：',
    date: '{{year}} 年 {{month}} 月 {{day}} 日',
  },

  activity: {
    loading: '正在加载活动信息…',
    failed: '活动信息加载失败，请稍后重试。',
    badge: '活动',
    gone: {
      heading: '活动不存在或已结束',
      text: '这个活动可能已经结束，或链接有误。你可以回到首页，或看看会员套餐。',
    },
  },
} as const;
