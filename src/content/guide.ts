import type { GuideStep } from './types';

/** The step-by-step guide (docs/product-rules.md §2 "/guide"): from install to delivery. */
export const GUIDE_STEPS: readonly GuideStep[] = [
  {
    id: 'install',
    title: '下载并登录',
    summary: '选择你的设备安装芝士云修图，用手机号和短信验证码登录，首次登录自动注册。',
    points: [
      '手机：iOS 与 Android App，适合现场拍摄与照片直播',
      '电脑：Windows 与 macOS 客户端，适合批量精修与 RAW 处理',
      '同一账号多端通用，套餐与存储空间实时同步',
    ],
    image: 'phone',
    imageAlt: '手机插画：芝士云修图 App 的登录界面，输入手机号与验证码',
  },
  {
    id: 'import',
    title: '导入照片',
    summary: '把一场拍摄的照片拖进客户端，或在 App 中从相册、相机直连导入。',
    points: [
      '支持 JPG、HEIC，桌面端另支持主流相机 RAW 格式',
      '按拍摄时间自动分组，废片可以一键筛掉',
      '照片同时备份到云端存储空间，换电脑也能继续修',
    ],
    image: 'desktop',
    imageAlt: '桌面客户端插画：照片缩略图列表与导入进度条',
    tip: '一次导入上千张也没问题，上传在后台进行，不影响你继续挑片。',
  },
  {
    id: 'style',
    title: '选择风格与参数',
    summary: '从 20 余套风格预设中选一套，或者微调磨皮、肤色、液化后保存为自己的预设。',
    points: [
      '精修：磨皮、纹理保护、肤色统一、面部微调、背景修复',
      '调色：清透日系、电影暖调、冷调高级灰等预设',
      '预设可以团队共享，保证多位修图师出片风格一致',
    ],
    image: 'portrait',
    imageAlt: '人像修图前后对比插画：左侧为原片，右侧为精修后的效果',
  },
  {
    id: 'retouch',
    title: '一键修图',
    summary: '点击“开始修图”，AI 在云端并行处理，单张精修平均 3 秒，整组照片几分钟内完成。',
    points: [
      '修图过程中可以逐张预览，不满意的单独调整后重修',
      '同一张照片 24 小时内重新修图不重复扣除张数',
      '修图进度在手机与电脑上同步显示',
    ],
    image: 'travel',
    imageAlt: '旅拍风景插画：湖面、远山与落日，呈现修图后的电影感色调',
  },
  {
    id: 'deliver',
    title: '导出与交付',
    summary: '导出到本地，或生成在线相册发给客户；活动现场可以直接开启照片直播。',
    points: [
      '精修最高 12000 px 超清输出，基础修图最高 4000 px',
      '在线相册支持扫码查看、下载与转发',
      '照片直播：拍完即传，嘉宾 60 秒内看到修好的照片',
    ],
    image: 'gallery',
    imageAlt: '在线相册插画：手机屏幕上的照片瀑布流与分享按钮',
    tip: '给客户的在线相册可以设置访问密码和有效期。',
  },
];
