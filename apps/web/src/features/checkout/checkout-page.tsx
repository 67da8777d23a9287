import { formatServicePrice } from '@app/contracts/catalogue';
import { formatMoney } from '@app/contracts/money';
import { quoteRequestSchema, type QuoteRequestCreated } from '@app/contracts/public-forms';
import { formatQuantity } from '@app/contracts/service-quantity';
import { useState, type FormEvent } from 'react';
import { Link } from '../../lib/navigation';
import { FormField } from '../../components/form-field';
import { PageIntro, Section } from '../../components/page-intro';
import { Button, buttonClasses } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { apiFetch } from '../../lib/api-client';
import { fieldErrorsFromApi, fieldErrorsOf, submitFailureMessage, type FieldErrors } from '../../lib/form-errors';
import { useAuth } from '../auth/auth-provider';
import { awaitsCount, hasQuotedItems, subtotal } from '../cart/cart-rules';
import { cartActions, useCartItems } from '../cart/cart-store';
import { PageMeta } from '../seo/page-meta';

type Status =
  { kind: 'editing' | 'sending' } | { kind: 'failed'; message: string } | { kind: 'done'; reference: string };

/**
 * Checkout asks for a quote: contact details and notes go to the team with the cart's services.
 * No payment is taken here; the quote and invoice follow by email.
 */
export function CheckoutPage() {
  const items = useCartItems();
  const { user } = useAuth();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = quoteRequestSchema.safeParse({
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      phone: String(data.get('phone') ?? ''),
      notes: String(data.get('notes') ?? ''),
      // The server names and prices each service from the catalogue.
      items: items.map((item) => ({ id: item.id, quantity: item.quantity })),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    try {
      const created = await apiFetch<QuoteRequestCreated>('/api/quote-requests', { method: 'POST', body: parsed.data });
      cartActions.clear();
      setStatus({ kind: 'done', reference: created.reference });
    } catch (error) {
      setErrors(fieldErrorsFromApi(error));
      setStatus({ kind: 'failed', message: submitFailureMessage(error) });
    }
  };

  const meta = (
    <PageMeta
      title="Checkout"
      description="Send the services in your cart to our team and receive a written quote."
      path="/checkout"
      noIndex
    />
  );

  if (status.kind === 'done') {
    return (
      <>
        {meta}
        <PageIntro title="Thank you, your quote request is in" />
        <Section>
          <div role="status" className="mx-auto max-w-2xl rounded-xl bg-white p-8 text-center shadow-sm">
            <p className="text-slate-700">Your reference number</p>
            <p className="mt-1 font-mono text-3xl font-bold text-ink-dark" data-testid="quote-reference">
              {status.reference}
            </p>
            <p className="mt-4 text-slate-800">
              We have emailed you a copy. A project manager will contact you within one business day with a written
              quote. No payment has been taken.
            </p>
            <Link to="/" className={buttonClasses('default', 'lg', 'mt-6')}>
              Back to the home page
            </Link>
          </div>
        </Section>
      </>
    );
  }

  return (
    <>
      {meta}
      <PageIntro
        title="Checkout"
        lead="Tell us how to reach you and we will send a written quote for these services. No payment is taken today."
      />
      <Section>
        {items.length === 0 ? (
          <div className="mx-auto max-w-xl rounded-xl bg-white p-8 text-center shadow-sm">
            <h2 className="text-xl font-semibold text-ink-dark">Your cart is empty</h2>
            <p className="mt-2 text-slate-700">Add a service first, then come back to request your quote.</p>
            <Link to="/publishing-packages" className={buttonClasses('default', 'md', 'mt-6')}>
              Browse publishing packages
            </Link>
          </div>
        ) : awaitsCount(items) ? (
          <div className="mx-auto max-w-xl rounded-xl bg-white p-8 text-center shadow-sm">
            <h2 className="text-xl font-semibold text-ink-dark">How many words is your manuscript?</h2>
            <p className="mt-2 text-slate-700">
              Enter the number of words in your cart, then come back to request your quote.
            </p>
            <Link to="/cart" className={buttonClasses('default', 'md', 'mt-6')}>
              Back to the cart
            </Link>
          </div>
        ) : (
          <div className="grid gap-8 lg:grid-cols-[1fr_340px]">
            <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-xl bg-white p-6 shadow-sm">
              <h2 className="text-lg font-semibold text-ink-dark">Your details</h2>
              <div className="grid gap-5 sm:grid-cols-2">
                <FormField label="Full name" error={errors.name}>
                  <Input name="name" autoComplete="name" defaultValue={user?.fullName ?? ''} required />
                </FormField>
                <FormField label="Email" error={errors.email}>
                  <Input name="email" type="email" autoComplete="email" defaultValue={user?.email ?? ''} required />
                </FormField>
                <FormField label="Phone (optional)" error={errors.phone}>
                  <Input name="phone" type="tel" autoComplete="tel" />
                </FormField>
              </div>
              <FormField
                label="Notes (optional)"
                error={errors.notes}
                hint="Word count, formats, deadlines or anything else we should know."
              >
                <Textarea name="notes" rows={5} />
              </FormField>
              {errors.items && <p className="text-sm font-medium text-red-700">{errors.items}</p>}
              {status.kind === 'failed' && (
                <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
                  {status.message}
                </p>
              )}
              <Button type="submit" size="lg" disabled={status.kind === 'sending'}>
                {status.kind === 'sending' ? 'Sending…' : 'Request my quote'}
              </Button>
            </form>
            <aside className="h-fit rounded-xl bg-white p-6 shadow-sm" aria-label="Your services">
              <h2 className="text-lg font-semibold text-ink-dark">Your services</h2>
              <ul className="mt-4 space-y-3">
                {items.map((item) => (
                  <li key={`${item.id}:${item.format}`} className="flex justify-between gap-3 text-sm">
                    <span>
                      {item.title} × {formatQuantity(item.quantity, item.priceUnit)}
                    </span>
                    <span className="font-semibold">{formatServicePrice(item.price, item.priceUnit)}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-4 flex justify-between border-t border-slate-200 pt-4 font-semibold">
                <span>Subtotal</span>
                <span>{formatMoney(subtotal(items))}</span>
              </p>
              {hasQuotedItems(items) && (
                <p className="mt-2 text-sm text-slate-700">Custom Quote services are priced in your written quote.</p>
              )}
            </aside>
          </div>
        )}
      </Section>
    </>
  );
}
