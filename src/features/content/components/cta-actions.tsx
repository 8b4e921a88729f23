import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/shared/ui/link-button';
import type { ButtonSize } from '@/shared/ui/button-class';
import { usePayActions } from '@/features/content/lib/use-pay-actions';
import { DownloadIcon } from '@/shared/ui/icons';
import { ROUTES } from '@/domain/routes';

export type CtaActionsProps = {
  size?: ButtonSize;
  /** `dark` places the secondary button on a dark or brand background. */
  tone?: 'light' | 'dark';
  className?: string;
  secondaryClassName?: string;
};

/**
 * The site's two calls to action, download and buy; with the flag query they give way to a guide
 * link, so the section still has an action. A closed payment hides only the buy one.
 */
export function CtaActions({ size = 'lg', className, secondaryClassName }: CtaActionsProps) {
  const { t } = useTranslation('content');
  const { showActions, showPayment, showFallback, actionProps, fallbackProps } = usePayActions();
  return (
    <div className={className}>
      {showActions && (
        <LinkButton
          to={ROUTES.download.path}
          size={size}
          icon={<DownloadIcon size={18} />}
          {...actionProps}
        >
          {t('actions.download')}
        </LinkButton>
      )}
      {showPayment && (
        <LinkButton
          to={ROUTES.payment.path}
          size={size}
          variant="secondary"
          className={secondaryClassName}
          {...actionProps}
        >
          {t('actions.viewPackages')}
        </LinkButton>
      )}
      {showFallback && (
        <LinkButton to={ROUTES.guide.path} size={size} {...fallbackProps}>
          {t('actions.viewGuide')}
        </LinkButton>
      )}
    </div>
  );
}
