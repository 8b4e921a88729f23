import type { LegalDocument } from '../types';
import { PRIVACY_COLLECT } from './privacy-collect.ts';
import { PRIVACY_HANDLING } from './privacy-handling.ts';
import { PRIVACY_RIGHTS } from './privacy-rights.ts';

/**
 * 《芝士云修图隐私协议》, shown at `/agreement/privacy` (linked from the login dialog, the agreement
 * prompt, the checkout and the footer). A revision changes `updated` / `effective` and, when it
 * is material, is announced as section 八 says.
 */
export const PRIVACY_POLICY: LegalDocument = {
  updated: '2026-11-24',
  effective: '2026-11-24',
  intro: [
    {
      type: 'p',
      text: '芝士云修图（以下简称“我们”）深知个人信息对你的重要性。我们依据《中华人民共和国个人信息保护法》《中华人民共和国网络安全法》《中华人民共和国数据安全法》等法律法规制定本《芝士云修图隐私协议》（以下简称“本协议”），说明你在使用芝士云修图网站、手机 App、桌面客户端及在线工作台（以下统称“芝士云修图服务”）时，我们如何收集、使用、保存、共享和保护你的个人信息，以及你如何行使自己的权利。',
    },
    {
      type: 'p',
      text: '**请你在使用芝士云修图服务前仔细阅读并充分理解本协议，特别是以粗体标识的条款。**你勾选“我已阅读并同意”或开始使用芝士云修图服务，即表示你同意我们按照本协议处理你的个人信息；依法需要取得你单独同意的，我们会另行征求。',
    },
    { type: 'p', text: '本协议的要点：' },
    {
      type: 'ul',
      items: [
        '我们只收集提供服务所必需的信息：登录用的手机号、“我的设备”中展示的设备信息、统计分析与广告归因标识，以及订单与支付记录。',
        '付款由微信支付、支付宝和云闪付完成，我们不接触、不保存你的银行卡号和支付密码。',
        '你的个人信息存储在中华人民共和国境内，不向境外提供；我们不会出售你的个人信息。',
        '你可以查阅、更正、删除个人信息，撤回同意或注销账号，我们会在 15 个工作日内答复。',
      ],
    },
  ],
  sections: [PRIVACY_COLLECT, ...PRIVACY_HANDLING, ...PRIVACY_RIGHTS],
};
