import type { Article } from './types';

/**
 * Articles (docs/product-rules.md §2 "/article" and "/n/{id}"): what lists, head tags, the sitemap
 * and the prerender need; the text is in article-bodies.ts. Versioned with the code: editing these
 * files and deploying is the publishing workflow. `published: false` keeps a draft out of every
 * list, the sitemap and the prerender step, and `/n/{id}` answers 404 for it.
 */
export const ARTICLES: readonly Article[] = [
  {
    id: '1024',
    published: true,
    category: 'skills',
    title: '婚纱照精修：保留质感的 AI 磨皮，5 个参数就够了',
    summary:
      '婚纱客片最怕“塑料脸”。用芝士云修图的 AI 精修，只调 5 个参数就能在去瑕疵的同时留住皮肤纹理与妆面细节。',
    date: '2025-11-12',
    readMinutes: 6,
    cover: 'portrait',
    tags: ['婚纱', '人像精修', '磨皮', '肤色'],
  },
  {
    id: '1025',
    published: true,
    category: 'cases',
    title: '一场 2000 人的年会，照片直播是怎么做到 60 秒出片的',
    summary:
      '摄影师拍完、照片就出现在嘉宾手机上。拆解一场千人年会的照片直播流程：相机直传、AI 流畅修图、云端相册分发。',
    date: '2025-10-28',
    readMinutes: 8,
    cover: 'stage',
    tags: ['照片直播', '活动摄影', '大会', '流畅修图'],
  },
  {
    id: '1026',
    published: true,
    category: 'skills',
    title: '旅拍调色：三种最受欢迎的风格预设，以及什么时候该用它们',
    summary:
      '海边、古镇、雪山，不同场景适合不同的色调。三套内置预设的用法与微调建议，让旅拍客片风格统一又不千篇一律。',
    date: '2025-10-15',
    readMinutes: 5,
    cover: 'travel',
    tags: ['旅拍', '调色', '预设', '风格'],
  },
  {
    id: '1027',
    published: true,
    category: 'product',
    title: '桌面客户端 3.8 发布：Apple 芯片原生支持，批量导出快 2 倍',
    summary:
      '芝士云修图桌面客户端 3.8 为 Apple 芯片重新编译，Windows 版新增 GPU 加速。批量导出 500 张 RAW，现在只要一半时间。',
    date: '2025-11-18',
    readMinutes: 3,
    cover: 'desktop',
    tags: ['桌面客户端', '版本更新', 'macOS', 'Windows'],
  },
  {
    id: '1028',
    published: true,
    category: 'product',
    title: '精修套餐还是流畅修图套餐？一张表帮你选',
    summary:
      '精修套餐按张计费、最高 12000 px 输出，适合旅拍与婚纱；流畅修图套餐 24 小时内按券使用，适合活动与大会直播。',
    date: '2025-09-30',
    readMinutes: 4,
    cover: 'gallery',
    tags: ['套餐', '精修', '流畅修图', '计费'],
  },
  {
    id: '1029',
    published: true,
    category: 'industry',
    title: '2025 婚纱摄影行业观察：客户要的不是更快，而是“当天就能发朋友圈”',
    summary:
      '我们访谈了 42 家影楼与旅拍机构。交付周期、客户预期与人力成本正在发生哪些变化，AI 修图又改变了什么。',
    date: '2025-09-12',
    readMinutes: 7,
    cover: 'phone',
    tags: ['行业观察', '婚纱', '影楼', '交付'],
  },
  {
    id: '1030',
    published: false,
    category: 'product',
    title: '（草稿）照片直播相册支持自定义品牌水印',
    summary: '即将上线：为直播相册设置主办方 Logo 与水印位置。',
    date: '2025-12-01',
    readMinutes: 2,
    cover: 'gallery',
    tags: ['照片直播'],
  },
];

export const PUBLISHED_ARTICLES: readonly Article[] = ARTICLES.filter((a) => a.published).sort(
  (a, b) => b.date.localeCompare(a.date),
);

/** A published article by id; drafts and unknown ids give undefined. */
export function findPublishedArticle(id: string): Article | undefined {
  return PUBLISHED_ARTICLES.find((a) => a.id === id);
}
