/**
 * The failure suite's kinds and what each must tell the visitor (docs/architecture.md
 * "Reliability"): the mock backend's presets (`?mock=<kind>&mock-only=<path>`, mocks/README.md),
 * shared by tests/unit/app/failures.test.tsx and tests/e2e/failures.spec.ts.
 */
export type Failure = 'server-errors' | 'timeout' | 'bad-json' | 'business-errors' | 'offline';

export const FAILURES: readonly Failure[] = [
  'server-errors',
  'timeout',
  'bad-json',
  'business-errors',
  'offline',
];

/** The API layer's toast for each kind. */
export const MESSAGES: Readonly<Record<Failure, string>> = {
  'server-errors': '服务器开小差了，请稍后重试',
  timeout: '网络请求超时，请确保网络正常后重新发送',
  'bad-json': '服务器返回的数据格式有误，请稍后重试',
  'business-errors': '服务繁忙，请稍后再试',
  offline: '网络请求超时，请确保网络正常后重新发送',
};

/** A page's own error state (beside the toast): '版本信息暂时获取失败', '加载失败，请稍后重试'. */
export const INLINE_ERROR = /获取失败|加载失败|请稍后重试|请检查网络/;
