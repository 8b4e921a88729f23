/** The offline notice, which must show without loading anything (the screens: ./errorScreens.ts). */
export const errors = {
  offline: {
    heading: '网络已断开',
    description: '页面没能加载完，请检查网络连接后重试。',
    action: '重试',
  },
} as const;
