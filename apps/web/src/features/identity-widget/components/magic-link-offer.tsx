import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

interface MagicLinkOfferProps {
  saving: boolean;
  onRequest(): void;
}

/**
 * Under a paused sign-in: the owner, on a device the account does not know, can get in at once
 * through a one-time link mailed to the account's address.
 */
export function MagicLinkOffer({ saving, onRequest }: MagicLinkOfferProps) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 flex flex-col gap-2 text-sm text-slate-700">
      <p>{t('magic_link_offer')}</p>
      <Button type="button" variant="outline" disabled={saving} aria-busy={saving} onClick={onRequest}>
        {t(saving ? 'sending_magic_link' : 'send_magic_link')}
      </Button>
    </div>
  );
}
