/**
 * Texts of the API layer: error messages shown in toasts (docs/backend-contract.md "Envelope and
 * errors").
 */
export const api = {
  error: {
    unknown: '未知错误',
    /** docs/product-rules.md §8 "Offline"; also used for timeouts. */
    offline: '网络请求超时，请确保网络正常后重新发送',
    unauthorized: '身份验证过期，请重新登录',
    parse: '服务器返回的数据格式有误，请稍后重试',
  },
  /** Chinese status text per HTTP status (HTTP/2 has no reason phrase). `5xx` covers the rest. */
  status: {
    '400': '请求参数有误',
    '401': '身份验证过期，请重新登录',
    '403': '没有权限进行此操作',
    '404': '请求的内容不存在',
    '405': '请求方式不被允许',
    '408': '请求超时，请稍后重试',
    '409': '请求冲突，请刷新后重试',
    '413': '提交的内容过大',
    '415': '不支持的内容格式',
    '422': '提交的内容有误',
    '429': '操作过于频繁，请稍后再试',
    '500': '服务器开小差了，请稍后重试',
    '501': '服务器暂不支持该操作',
    '502': '网关错误，请稍后重试',
    '503': '服务暂时不可用，请稍后重试',
    '504': '网关超时，请稍后重试',
    '5xx': '服务器开小差了，请稍后重试',
  },
} as const;
