import type { HelpCategory } from './types';

/**
 * Help centre questions (docs/product-rules.md §2 "/help"), grouped by category. Anchors are stable
 * ids.
 */
export const HELP_CATEGORIES: readonly HelpCategory[] = [
  {
    id: 'account',
    title: '账号与登录',
    summary: '验证码登录、换绑手机与多设备使用',
    questions: [
      {
        id: 'login-sms',
        question: '如何登录芝士云修图？',
        answer: [
          '网站、App 和桌面客户端都使用手机号 + 短信验证码登录，首次登录会自动注册账号。',
          '验证码为 6 位数字，60 秒后可以重新获取。如果迟迟收不到，请检查手机是否开启了短信拦截。',
        ],
      },
      {
        id: 'login-no-code',
        question: '收不到短信验证码怎么办？',
        answer: [
          '请确认手机号填写正确、手机信号正常，并查看短信是否被安全软件拦截到“垃圾短信”中。',
          '同一手机号一小时内获取验证码的次数有限制，多次失败后请稍后再试，或联系在线客服协助处理。',
        ],
      },
      {
        id: 'multi-device',
        question: '一个账号可以在几台设备上使用？',
        answer: [
          '同一账号可以同时登录手机 App、网站和桌面客户端。登录过的电脑会出现在“个人中心 → 我的设备”中，可随时查看与解绑。',
        ],
      },
      {
        id: 'change-phone',
        question: '手机号不用了，怎么换绑？',
        answer: [
          '请在 App 的“设置 → 账号与安全”中换绑；旧手机号已无法接收短信时，可联系客服人工核验身份后处理。',
        ],
      },
    ],
  },
  {
    id: 'packages',
    title: '套餐与计费',
    summary: '精修张数、修图券、存储空间与有效期',
    questions: [
      {
        id: 'package-difference',
        question: '精修套餐和流畅修图套餐有什么区别？',
        answer: [
          '精修套餐按精修张数计费，最高输出 12000 px，适合旅拍、婚纱等逐张交付的客片。',
          '流畅修图套餐按修图券计费，最高输出 4000 px，单券自启用并发布首张照片起 24 小时内有效（或用满张数上限为止），适合活动与大会照片直播。',
        ],
      },
      {
        id: 'package-validity',
        question: '套餐的有效期是多久？',
        answer: ['所有套餐自购买之日起一年内有效，到期未使用的张数与修图券将失效。'],
      },
      {
        id: 'storage-expired',
        question: '存储空间到期后，照片会被删除吗？',
        answer: [
          '存储空间到期后，文件会继续保留 30 天，期间可以续费恢复或下载备份；30 天后文件将被永久删除，无法找回。',
        ],
      },
      {
        id: 'voucher-order',
        question: '有多张修图券时，先用哪一张？',
        answer: ['系统会按到期时间由近到远依次使用，尽量避免修图券过期浪费。'],
      },
      {
        id: 'upgrade',
        question: '已经买了套餐，可以升级吗？',
        answer: [
          '可以。在会员套餐页选择更高档位，系统会自动抵扣当前套餐的剩余价值，只需支付差价。',
        ],
      },
    ],
  },
  {
    id: 'payment',
    title: '支付与发票',
    summary: '支付方式、订单状态与电子发票',
    questions: [
      {
        id: 'pay-methods',
        question: '支持哪些支付方式？',
        answer: ['支持微信支付、支付宝和云闪付。电脑上扫码支付，手机上会直接唤起对应的 App。'],
      },
      {
        id: 'pay-qr-expired',
        question: '支付二维码过期了怎么办？',
        answer: ['点击“刷新二维码”即可重新生成订单，已过期的订单不会扣款。'],
      },
      {
        id: 'paid-not-arrived',
        question: '付款成功了，套餐却没有到账？',
        answer: [
          '支付结果通常在几秒内同步。请刷新“个人中心 → 我的套餐”；超过 10 分钟仍未到账，请带上订单号联系客服。',
        ],
      },
      {
        id: 'invoice',
        question: '如何开具发票？',
        answer: [
          '登录后进入“个人中心 → 开具发票”，勾选已支付的订单，填写抬头与邮箱即可申请电子发票。企业抬头需要填写 15～20 位的纳税人识别号。',
          '发票开具后会发送到你填写的邮箱，也可以在“开票记录”中下载。',
        ],
      },
    ],
  },
  {
    id: 'client',
    title: '客户端与下载',
    summary: 'App、桌面客户端的安装与系统要求',
    questions: [
      {
        id: 'system-requirements',
        question: '桌面客户端的系统要求是什么？',
        answer: [
          'Windows 10 及以上（64 位），建议 16 GB 内存；macOS 12 及以上，Apple 芯片与 Intel 芯片分别提供安装包。',
        ],
      },
      {
        id: 'which-mac',
        question: '我的 Mac 应该下载哪个版本？',
        answer: [
          '点击屏幕左上角苹果菜单 → “关于本机”。芯片一栏显示 Apple M1、M2、M3 或 M4 的，请下载“Apple 芯片”版本；显示 Intel 的，请下载“Intel 芯片”版本。',
        ],
      },
      {
        id: 'android-install',
        question: 'Android 手机提示“禁止安装未知来源应用”？',
        answer: ['请在系统设置中允许浏览器安装应用，或前往手机自带的应用商店搜索“芝士修图”安装。'],
      },
    ],
  },
  {
    id: 'retouch',
    title: '修图与照片直播',
    summary: '修图效果、输出尺寸与直播相册',
    questions: [
      {
        id: 'raw-support',
        question: '支持 RAW 格式吗？',
        answer: [
          '桌面客户端支持主流相机的 RAW 格式（CR3、NEF、ARW、RAF 等）；手机 App 与照片直播目前支持 JPG 与 HEIC。',
        ],
      },
      {
        id: 'output-size',
        question: '修好的照片最大能输出多大？',
        answer: ['精修最高 12000 px，基础修图与流畅修图最高 4000 px（按长边计算）。'],
      },
      {
        id: 'unsatisfied',
        question: '对 AI 修图效果不满意怎么办？',
        answer: [
          '可以在修图面板中单独调整磨皮、肤色、液化等参数后重新生成，同一张照片在 24 小时内重新修图不重复扣除张数。',
        ],
      },
      {
        id: 'live-album',
        question: '照片直播的相册怎么分享给嘉宾？',
        answer: [
          '每个直播相册都有专属二维码和链接，嘉宾用微信扫码即可查看、下载与转发，无需安装任何 App。',
        ],
      },
    ],
  },
];
