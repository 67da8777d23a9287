import { formatMoney } from '@app/contracts/money';
import type { MyTaxYears, YearEndPayee } from '@app/contracts/year-end-api';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { apiFetch } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useAuth } from '../auth/auth-provider';
import { dashboardQueries } from '../dashboard-layout/dashboard-queries';
import { downloadWithToken } from '../dashboard-layout/download';

const money = (year: YearEndPayee, cents: number) => formatMoney(cents / 100, year.currency);

/** The information return a year is reported on, as the statement names it. */
const reportedOn = (year: YearEndPayee) =>
  year.form_1099_misc ? 'Form 1099-MISC' : year.form_1042s ? 'Form 1042-S' : null;

/**
 * "Year-end statements" on the royalties page: each year the author was paid, with what was paid
 * and withheld, and its statement PDF. Under the royalties query, so it refreshes with it.
 */
export function YearEndCard() {
  const { user, getAccessToken } = useAuth();
  const query = useQuery({
    queryKey: [...dashboardQueries.royalties(user?.id).queryKey, 'tax-years'],
    queryFn: () => apiFetch<MyTaxYears>('/api/me/tax-years'),
    enabled: Boolean(user),
  });
  if (!query.isSuccess || query.data.years.length === 0) return null;

  const download = async (year: number) => {
    try {
      await downloadWithToken(
        `/api/me/tax-years/${year}/statement.pdf`,
        await getAccessToken(),
        `year-end-statement-${year}.pdf`,
      );
    } catch {
      toast.error('Unable to download the year-end statement. Please try again.');
    }
  };

  return (
    <Card className="mb-6 p-5">
      <h2 className="text-lg font-semibold text-slate-900">Year-end statements</h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {query.data.years.map((year) => (
          <li key={year.year} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-medium text-slate-900">{year.year}</p>
              <p className="text-sm text-slate-700">
                Paid {money(year, year.paid_cents)}, US tax withheld {money(year, year.withheld_cents)}
                {reportedOn(year) ? ` · reported on ${reportedOn(year)}` : ''}
              </p>
            </div>
            <Button variant="outline" size="sm" onClick={() => void download(year.year)}>
              <Download aria-hidden="true" className="mr-1 h-4 w-4" />
              Statement {year.year} (PDF)
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
