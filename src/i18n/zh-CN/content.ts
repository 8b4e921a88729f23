/**
 * Visitor (marketing) pages: what the landing page shows first (the home page's head data and hero)
 * and what every visitor page shares (site name, calls to action, images). The rest of the
 * namespace is in parts merged into it when needed (src/i18n/index.ts): `content.home.ts` (the
 * home page below the hero) and `content.pages.ts` (every other visitor page, article cards).
 */
export const content = {
  meta: {
    siteName: '芝士云修图',
    titleSuffix: ' - 芝士云修图',
    home: {
      title: '芝士云修图 - AI 一键精修，旅拍婚纱到大会直播都交给它',
      description:
        '芝士云修图：AI 人像精修与照片直播云服务。单张精修平均 3 秒，最高 12000 px 超清输出，为旅拍、婚纱、活动与大会直播摄影师提供从修图到交付的一站式服务。',
    },
  },

  // The landing page's calls to action; the other pages' are in content.pages.ts.
  actions: {
    download: '免费下载',
    viewPackages: '查看套餐',
    viewGuide: '查看使用教程',
    retry: '重试',
  },

  home: {
    eyebrow: 'AI 修图 · 照片直播 · 云存储',
    headingLines: { first: 'AI 一键精修，', second: '旅拍婚纱到大会直播都交给它' },
    lead: '上传照片，单张精修平均 3 秒。芝士云修图为旅拍、婚纱、活动与大会直播摄影师提供从修图到交付的一站式云服务。',
    proof: {
      resolution: '12000 px 超清输出',
      live: '照片直播 60 秒出片',
      sync: '手机电脑多端同步',
    },
    belowTheFoldFailed: '页面其余内容没能加载，请检查网络后',
    compare: {
      label: '拖动查看修图前后对比',
      before: '原片',
      after: 'AI 精修',
      beforeAlt: '未修图的婚纱人像：肤色暗沉，脸上有瑕疵，画面偏灰',
      afterAlt: 'AI 精修后的婚纱人像：肤色通透，瑕疵去除，保留皮肤纹理',
    },
  },

  image: {},
} as const;
