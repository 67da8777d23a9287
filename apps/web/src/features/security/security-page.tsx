import { KeyRound, LifeBuoy } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAuth } from '../auth/auth-provider';
import { ActiveSessionsCard } from '../auth/components/active-sessions-card';
import { ManagePasswordHelper } from '../auth/components/manage-password-helper';
import { PageHeading } from '../dashboard-layout/query-status';
import { BackupEmailBlock } from './backup-email-card';
import { TwoFactorCard } from './two-factor/two-factor-card';

export function SecurityPage() {
  const { user, openModal } = useAuth();
  if (!user) return null;
  return (
    <>
      <PageHeading
        title="Security Settings"
        description="Protect your account with additional verification and security alerts."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-ink-dark">
            <KeyRound aria-hidden="true" className="h-5 w-5 text-ink" />
            Password Management
          </h2>
          <p className="mt-2 text-slate-700">
            Your password is managed through the settings of our sign-in service: change it there at any time.
          </p>
          <div className="mt-4 rounded-lg bg-paper p-4 text-sm text-slate-800">
            <p className="font-semibold">Already an author with us before this dashboard?</p>
            <p className="mt-1">
              On your first visit, click Manage Password, then Sign up with the email address registered with us. Your
              existing projects, invoices and agreements appear as soon as the signup is complete.
            </p>
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => openModal('signup')}>
              First Time Setup (Sign Up)
            </Button>
            <Button onClick={() => openModal('login')}>Change Password (Login)</Button>
          </div>
          <div className="mt-6 border-t border-slate-200 pt-4">
            <p className="text-sm text-slate-700">
              Registered with us before, but no dashboard password yet? Enter that email and click Manage Password.
            </p>
            <div className="mt-3">
              <ManagePasswordHelper />
            </div>
          </div>
        </Card>

        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-ink-dark">
            <LifeBuoy aria-hidden="true" className="h-5 w-5 text-ink" />
            Account recovery
          </h2>
          <div className="mt-3 rounded-lg border border-slate-200 p-4">
            <p className="font-medium text-ink-dark">Primary email</p>
            <p className="mt-1 text-slate-800">{user.email}</p>
            <p className="mt-1 text-sm text-slate-700">We use this email for recovery and security notifications.</p>
          </div>
          <div className="mt-3">
            <BackupEmailBlock userId={user.id} />
          </div>
        </Card>

        <TwoFactorCard />
        <ActiveSessionsCard />
      </div>
    </>
  );
}
