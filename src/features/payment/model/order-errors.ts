/**
 * What the checkout says when an order call fails (docs/product-rules.md §8 business codes 37, 41,
 * 42, 5030, 5031, plus network, server and session failures): a headline, the next step, and the
 * action its button performs.
 */
import { isApiError } from '@/api/errors';
import { BusinessCode } from '@/shared/enums';

type OrderErrorKind =
  | 'code37'
  | 'code41'
  | 'code42'
  | 'code5030'
  | 'code5031'
  | 'network'
  | 'server'
  | 'unauthorized'
  | 'unusable';

/** refresh: reload the package and stay in the checkout; choose: close it and pick another;
 * contact: open the help centre; packages: open the user's packages; retry: send again; login. */
type OrderErrorAction = 'refresh' | 'choose' | 'contact' | 'packages' | 'retry' | 'login';

export interface OrderErrorView {
  kind: OrderErrorKind;
  action: OrderErrorAction;
  /** The server's own message, shown under our headline when it says something else. */
  detail?: string;
  /** The business code of the answer, when there was one. */
  code?: number;
  /**
   * The call may have reached the server and created the order (no answer, a 5xx, an answer we
   * could not read): the checkout must not say 订单未创建.
   */
  uncertain?: boolean;
}

/** The order exists but its answer cannot be used (a QR we do not show): said in the checkout. */
export class UnusablePaymentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnusablePaymentError';
  }
}

const BY_CODE: Record<number, { kind: OrderErrorKind; action: OrderErrorAction }> = {
  [BusinessCode.PackError]: { kind: 'code37', action: 'refresh' },
  [BusinessCode.UnionProductPurchaseError]: { kind: 'code41', action: 'choose' },
  [BusinessCode.UnionProductDeductionMulti]: { kind: 'code42', action: 'contact' },
  [BusinessCode.DeductionInvalid]: { kind: 'code5030', action: 'refresh' },
  [BusinessCode.DeductionDowngrade]: { kind: 'code5031', action: 'packages' },
};

export function orderErrorView(error: unknown): OrderErrorView {
  if (error instanceof UnusablePaymentError) {
    return { kind: 'unusable', action: 'retry', detail: error.message };
  }
  if (!isApiError(error)) return { kind: 'server', action: 'retry' };
  const detail = error.message || undefined;
  if (error.isUnauthorized) return { kind: 'unauthorized', action: 'login' };
  const code = error.kind === 'business' ? error.code : undefined;
  if (code !== undefined && BY_CODE[code]) {
    return { ...BY_CODE[code], ...(detail ? { detail } : {}), code };
  }
  if (error.kind === 'network' || error.kind === 'timeout')
    return { kind: 'network', action: 'retry', uncertain: true };
  const uncertain = error.kind === 'parse' || (error.status ?? 0) >= 500;
  return {
    kind: 'server',
    action: 'retry',
    ...(detail ? { detail } : {}),
    ...(code !== undefined ? { code } : {}),
    uncertain,
  };
}
