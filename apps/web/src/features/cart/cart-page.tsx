import { PageIntro, Section } from '../../components/page-intro';
import { PageMeta } from '../seo/page-meta';
import { CartView } from './cart-view';

export function CartPage() {
  return (
    <>
      <PageMeta
        title="Your Cart"
        description="The publishing and marketing services you have selected, ready for a quote."
        path="/cart"
        noIndex
      />
      <PageIntro title="Your Cart" lead="Review the services you have chosen, then request your quote." />
      <Section>
        <CartView />
      </Section>
    </>
  );
}
