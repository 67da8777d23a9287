import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { ERROR_MESSAGES, type FlashMessage as FlashMessageType } from '../widget-state';

/** Translation key of each flash message (the reference's misspelt key is kept for verification_error). */
const MESSAGE_KEYS: Record<FlashMessageType, string> = {
  confirm: 'message_confirm',
  password_mail: 'message_password_mail',
  magic_link_mail: 'message_magic_link_mail',
  password_changed: 'message_password_changed',
  email_changed: 'message_email_changed',
  verification_error: 'message_verfication_error',
  signup_disabled: 'message_signup_disabled',
};

export function FlashMessage({ message }: { message: FlashMessageType }) {
  const { t } = useTranslation();
  const isError = ERROR_MESSAGES.has(message);
  const Icon = isError ? CircleAlert : CircleCheck;
  return (
    <div
      role={isError ? 'alert' : 'status'}
      data-variant={isError ? 'error' : 'success'}
      className={cn(
        'flex gap-3 rounded-md border p-4 text-sm',
        isError ? 'border-red-300 bg-red-50 text-red-900' : 'border-emerald-300 bg-emerald-50 text-emerald-900',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <p>{t(MESSAGE_KEYS[message])}</p>
    </div>
  );
}
