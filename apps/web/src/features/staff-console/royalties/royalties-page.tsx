import { PageHeading } from '../../dashboard-layout/query-status';
import { RoyaltyAccountsSection } from './royalty-accounts-section';
import { RoyaltySetupSection } from './royalty-setup-section';
import { SalesImportSection } from './sales-import-section';

/** /staff/royalties: import the stores' reports, keep terms and rates, issue statements, record payouts. */
export function StaffRoyaltiesPage() {
  return (
    <>
      <PageHeading title="Sales & royalties" description="Store reports in, statements and payouts out." />
      <div className="space-y-10">
        <SalesImportSection />
        <RoyaltyAccountsSection />
        <RoyaltySetupSection />
      </div>
    </>
  );
}
