import type { CatalogueServiceSeed } from '@app/contracts/catalogue-data';
import { toast } from '../../lib/toast';
import type { NewCartItem } from './cart-rules';
import { cartActions } from './cart-store';

type CartableService = Pick<CatalogueServiceSeed, 'id' | 'name' | 'category' | 'price' | 'priceUnit'>;

/**
 * A catalogue service as a cart line: author and format both carry the category (spec). The
 * quantity is left to the cart: 1 of a flat-priced service, the word count asked for otherwise.
 */
export function serviceToCartItem(service: CartableService): NewCartItem {
  return {
    id: service.id,
    title: service.name,
    author: service.category,
    format: service.category,
    price: service.price,
    priceUnit: service.priceUnit,
    coverImage: '',
  };
}

/** Adds the service and confirms with the spec's toast. */
export function addServiceToCart(service: CartableService): void {
  cartActions.add(serviceToCartItem(service));
  toast.success('Added to cart!', { description: `${service.name} has been added to your cart.` });
}
