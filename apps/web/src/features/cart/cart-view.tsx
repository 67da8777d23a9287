import { formatServicePrice } from '@app/contracts/catalogue';
import { formatMoney } from '@app/contracts/money';
import { ShoppingCart } from 'lucide-react';
import { Link, useNavigation } from '../../lib/navigation';
import { Button, buttonClasses } from '../../components/ui/button';
import { useAuth } from '../auth/auth-provider';
import { awaitsCount, hasQuotedItems, subtotal } from './cart-rules';
import { cartActions, useCartItems } from './cart-store';
import { LineQuantity } from './line-quantity';

export const SALES_TAX_LINE = 'Sales tax: Calculated during checkout';
/** Shown instead of a subtotal while a service priced per word has no word count yet. */
export const COUNT_MISSING = 'Enter the number of words to see your subtotal.';
const COUNT_MISSING_ID = 'cart-count-missing';

/** The cart's lines, totals and actions; shared by /cart and /dashboard/cart. */
export function CartView() {
  const items = useCartItems();
  const { navigate } = useNavigation();

  if (items.length === 0) return <EmptyCart />;
  const countMissing = awaitsCount(items);

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_340px]">
      <ul className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm">
        {items.map((item) => (
          <li key={`${item.id}:${item.format}`} className="flex flex-wrap items-center gap-4 p-5">
            <div className="min-w-48 flex-1">
              <p className="font-semibold text-ink-dark">{item.title}</p>
              <p className="text-sm text-slate-700">{item.format}</p>
            </div>
            <LineQuantity item={item} />
            <p className="w-36 text-right font-semibold text-ink-dark">
              {formatServicePrice(item.price, item.priceUnit)}
            </p>
            <Button variant="ghost" size="sm" onClick={() => cartActions.remove(item.id, item.format)}>
              Remove<span className="sr-only"> {item.title}</span>
            </Button>
          </li>
        ))}
      </ul>
      <aside className="h-fit rounded-xl bg-white p-6 shadow-sm" aria-label="Order summary">
        <h2 className="text-lg font-semibold text-ink-dark">Summary</h2>
        <p className="mt-4 flex justify-between text-lg">
          <span>Subtotal</span>
          <span className="font-bold" data-testid="cart-subtotal">
            {countMissing ? '—' : formatMoney(subtotal(items))}
          </span>
        </p>
        {countMissing && (
          <p id={COUNT_MISSING_ID} className="mt-2 text-sm font-medium text-slate-800">
            {COUNT_MISSING}
          </p>
        )}
        {hasQuotedItems(items) && (
          <p className="mt-2 text-sm text-slate-700">
            Custom Quote services are priced after a short call and are not included in the subtotal.
          </p>
        )}
        <p className="mt-2 text-sm text-slate-700">{SALES_TAX_LINE}</p>
        <Button
          size="lg"
          className="mt-6 w-full"
          disabled={countMissing}
          aria-describedby={countMissing ? COUNT_MISSING_ID : undefined}
          onClick={() => navigate('/checkout')}
        >
          Continue to checkout
        </Button>
        <Button variant="outline" className="mt-3 w-full" onClick={cartActions.clear}>
          Clear cart
        </Button>
      </aside>
    </div>
  );
}

/**
 * Signed in, the way back is the dashboard's catalogue (spec); a visitor, whom the dashboard
 * would only send home, browses the public service pages instead.
 */
function EmptyCart() {
  const { user } = useAuth();
  const catalogue = user ? '/dashboard/products' : '/publishing-packages';
  return (
    <div className="rounded-xl bg-white p-10 text-center shadow-sm">
      <ShoppingCart aria-hidden="true" className="mx-auto h-12 w-12 text-slate-400" />
      <h2 className="mt-4 text-xl font-semibold text-ink-dark">Your cart is empty</h2>
      <p className="mt-2 text-slate-700">Browse our services and add the ones you would like a quote for.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={catalogue} className={buttonClasses('default')}>
          Browse products and services
        </Link>
        {user && (
          <Link to="/publishing-packages" className={buttonClasses('outline')}>
            Publishing packages
          </Link>
        )}
        <Link to="/marketing-services" className={buttonClasses('outline')}>
          Marketing services
        </Link>
      </div>
    </div>
  );
}
