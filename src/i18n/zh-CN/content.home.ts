/**
 * The home page's sections below the hero: part of the `content` namespace (see
 * content.ts), merged into it when those sections load, after the hero
 * (src/features/content/pages/home/home-page.route.tsx).
 */
export const contentHome = {
  home: {
    audiences: {
      heading: '为两类摄影师而生',
      lead: '逐张打磨的客片，和边拍边发的现场，需要的是两种不同的修图方式。',
      wedding: {
        tag: '旅拍 · 婚纱 · 写真',
        title: '每一张都经得起放大',
        points: {
          skin: '磨皮保留真实纹理，告别“塑料脸”',
          tone: '整组肤色统一，合影也不跳色',
          style: '清透日系、电影暖调等风格一键套用',
        },
        imageAlt: '旅拍风景插画：湖边、远山与落日，呈现电影感暖色调',
      },
      event: {
        tag: '活动 · 年会 · 大会直播',
        title: '拍完 60 秒，嘉宾就能看到',
        points: {
          upload: '相机直传手机，照片自动上传云端',
          auto: 'AI 流畅修图自动调色、校正曝光',
          share: '直播相册扫码即看，可下载可转发',
        },
        imageAlt: '大会舞台插画：嘉宾在大屏前演讲，台下观众用手机查看照片直播',
      },
    },
    packages: {
      heading: '两种套餐，按你的工作方式选',
      lead: '不是高配与低配，而是两种计费方式，分别对应精修交付与现场直播。',
      fine: {
        name: '精修套餐',
        fit: '适合旅拍、婚纱与写真',
        billing: '按精修张数计费',
        features: {
          resolution: '最高 12000 px 超清输出',
          portrait: '人像精修、液化、背景修复全功能',
          storage: '含云端存储空间，多端同步',
          validity: '自购买之日起一年有效',
        },
      },
      smooth: {
        name: '流畅修图套餐',
        fit: '适合活动、年会与大会直播',
        billing: '按修图券计费',
        features: {
          voucher: '单券启用后 24 小时内有效',
          resolution: '最高 4000 px，线上分享足够清晰',
          live: '照片直播相册，扫码即看',
          validity: '自购买之日起一年有效',
        },
      },
      recommended: '摄影师常用',
      note: '存储空间到期后文件保留 30 天，之后永久删除；多张修图券按到期时间由近到远使用。',
    },
    stats: {
      heading: '用数字说话',
      speed: { value: '3 秒', label: '单张精修平均用时' },
      resolution: { value: '12000 px', label: '最高输出分辨率' },
      live: { value: '60 秒', label: '照片直播出片' },
      platforms: { value: '4 端', label: 'iOS、Android、Windows 与 macOS' },
    },
    steps: {
      heading: '三步出片',
      import: { title: '导入照片', text: '拖入一整场拍摄，或从手机相册、相机直连导入。' },
      style: { title: '选择风格', text: '套用预设，或微调磨皮、肤色后存为自己的预设。' },
      export: { title: '一键出片', text: 'AI 在云端并行处理，导出本地或生成在线相册。' },
      more: '查看完整教程',
    },
    articles: {
      heading: '修图干货',
      more: '查看全部文章',
    },
    closing: {
      heading: '今晚，不用再熬夜修图了',
      lead: '下载客户端，用手机号登录即可开始。',
      help: '有疑问？先看看帮助中心',
    },
  },
} as const;
