import { CartView } from '../../../features/cart/cart-view';
import { PageHeading } from '../../../features/dashboard-layout/query-status';

/** /dashboard/cart: the same cart as the public /cart, inside the dashboard. */
export function DashboardCartPage() {
  return (
    <>
      <PageHeading
        title="Cart & Checkout"
        description="Review the services you have chosen, then continue to checkout."
      />
      <CartView />
    </>
  );
}
