import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import type { WidgetPage } from '../widget-state';

interface WidgetHeaderProps {
  page: WidgetPage;
  /** A title replaces the tabs on the other pages. */
  title: string | null;
  showSignupTab: boolean;
  showLoginTab: boolean;
  onNavigate(page: WidgetPage): void;
}

/** Tabs Sign up and Log in on the pages without a title (a hidden title when no tab is offered); a title on the others. */
export function WidgetHeader({ page, title, showSignupTab, showLoginTab, onNavigate }: WidgetHeaderProps) {
  const { t } = useTranslation();
  if (title) {
    return (
      <DialogPrimitive.Title className="mb-5 pr-8 text-xl font-semibold text-ink-dark">
        {t(title)}
      </DialogPrimitive.Title>
    );
  }
  const tabs = [
    { page: 'signup' as const, label: t('sign_up'), visible: showSignupTab },
    { page: 'login' as const, label: t('log_in'), visible: showLoginTab },
  ].filter((tab) => tab.visible);
  if (tabs.length === 0) return <DialogPrimitive.Title className="sr-only">{t('dialog_title')}</DialogPrimitive.Title>;
  return (
    <>
      <DialogPrimitive.Title className="sr-only">{t(page === 'signup' ? 'sign_up' : 'log_in')}</DialogPrimitive.Title>
      {/* pr-6 clears the close button; the tabs stay on one line in every language. */}
      <nav className="mb-5 flex gap-1 border-b border-slate-200 pr-6" aria-label={t('dialog_title')}>
        {tabs.map((tab) => (
          <button
            key={tab.page}
            type="button"
            aria-current={tab.page === page ? 'page' : undefined}
            onClick={() => onNavigate(tab.page)}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-ink',
              tab.page === page ? 'border-ink text-ink-dark' : 'border-transparent text-slate-600 hover:text-ink-dark',
            )}
          >
            {tab.label}
          </button>
        ))}
      </nav>
    </>
  );
}
