/** The offline notice, which must show without loading anything (the screens: ./errorScreens.ts). */
export const errors = {
  offline: {
    heading: '网络已断开',
    description: '页面没能加载完，请检查网络连接后重试。',
    action: '重试',
  },
  /** The app did not start and its error screen did not load either (src/app/mount-failure.tsx). */
  mountFailed: '页面没能加载，请检查网络后刷新重试。',
} as const;
